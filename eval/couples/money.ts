import { type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const money: CoupleScript = {
  key: 'money',
  title: 'Money: a saver and a spender',
  names: { partnerA: 'Priya', partnerB: 'Daniel' },
  style: {
    personaId: 'dr-emma',
    empathy: 7,
    directness: 5,
    messageLength: 6,
    usesEmojis: true,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex(
        'welcome',
        'Hi. A little nervous, but glad we finally did this.',
        'Hello. Same here, I have never talked to a therapist before.',
      ),
      ex(
        's1-hopes',
        [
          'We had a huge fight last month when the credit card bill came.',
          'By the end I would like us to talk about money without it turning into a fight.',
        ],
        'I want to stop feeling like I am being audited every time I buy something.',
      ),
      ex(
        's1-strengths',
        'We are a good team when one of us is sick, he takes care of everything.',
        'We still laugh a lot, and our Sunday breakfasts are sacred.',
      ),
      ex(
        's1-difficulty',
        criticism(
          'He spends money like it grows on trees and never checks the account before buying gadgets.',
        ),
        'For me it is that every purchase needs her approval, even small ones.',
      ),
      ex(
        's1-conflict',
        [
          'I get anxious and I start listing every expense from the month.',
          'Then I raise my voice, I know I do.',
        ],
        [
          defensiveness(
            'I explain that the gadgets were on sale, it is not like I wasted anything.',
          ),
          stonewalling('After a while I just stop answering and look at my phone.'),
        ],
      ),
      ex(
        's1-goals',
        'My goal is a monthly budget evening where we look at the numbers together calmly.',
        'Mine is to tell her before any purchase over a hundred dollars.',
      ),
      ex('s1-summary', 'Yes, that sounds fair to me.', 'Yes, I agree.'),
    ],
    [
      ex(
        'welcome',
        'Hi again. This week was calmer.',
        'Hello. We even opened the bank app together once.',
      ),
      ex(
        's2-horsemen',
        'I think criticism is mine, I attack him instead of the purchase.',
        'Stonewalling, probably. I shut down and scroll.',
      ),
      ex(
        's2-gentle-startup',
        [
          criticism('You always hide the receipts from me.'),
          'Sorry, let me try again: I feel worried when I find receipts I did not know about, and I need us to share them.',
        ],
        'I feel hurt when my purchases get announced at dinner, and I need us to talk about them in private.',
      ),
      ex(
        's2-appreciation',
        'I appreciate that you cooked every night this week while I worked late.',
        'I appreciate that you found us a cheaper phone plan, that was a lot of effort.',
      ),
      ex(
        's2-responsibility',
        'You are right that I brought up the headphones in front of your brother. That was unfair.',
        [
          defensiveness(
            'Well, I only bought them because my old ones broke, so I do not see what the problem is.',
          ),
          'Okay, that was defensive. You are right that I did not tell you first.',
        ],
      ),
      ex(
        's2-break',
        'I will say "pause" and go for a walk around the block, then come back in twenty minutes.',
        'I will put my hand on my chest as our sign, make tea, and come back to finish the talk.',
      ),
      ex(
        's2-close',
        'The gentle start-up, especially on budget evening.',
        'Taking a break instead of going silent.',
      ),
    ],
  ],
};

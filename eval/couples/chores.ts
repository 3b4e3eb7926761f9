import { contempt, type CoupleScript, criticism, defensiveness, ex } from './types';

export const chores: CoupleScript = {
  key: 'chores',
  title: 'Chores: who does the housework',
  names: { partnerA: 'Jordan', partnerB: 'Leila' },
  style: {
    personaId: 'dr-james',
    empathy: 7,
    directness: 8,
    messageLength: 6,
    usesEmojis: true,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Hey.', 'Hi there.'),
      ex(
        's1-hopes',
        'We both work full time and I feel like I do most of the housework.',
        'I want us to stop arguing about the dishes every single night.',
      ),
      ex(
        's1-strengths',
        'We are great at hosting friends, it is our thing.',
        'We make a good team with the kids, and we laugh a lot.',
      ),
      ex(
        's1-difficulty',
        criticism('She leaves everything lying around and expects the house to clean itself.'),
        defensiveness(
          'That is not true, I do the laundry and the shopping, which you never count.',
        ),
      ),
      ex(
        's1-conflict',
        ['I get angry and start cleaning loudly.', 'Then I list everything I did that day.'],
        'I feel criticized and I go and sit in the car for a while.',
      ),
      ex(
        's1-goals',
        'My goal is a chore chart on the fridge that we fill in together on Sundays.',
        'My goal is to wash up right after dinner on weekdays.',
      ),
      ex('s1-summary', 'Yes, fair.', 'Agreed.'),
    ],
    [
      ex('welcome', 'Hi! The chart is on the fridge.', 'Hello, and it is half filled in.'),
      ex('s2-horsemen', 'Criticism, for sure.', 'Defensiveness, I always have a reason.'),
      ex(
        's2-gentle-startup',
        'I feel tired when I come home to a full sink, and I need the kitchen cleared before I get back on Tuesdays.',
        [
          contempt('Oh, here we go, the cleaning inspector is back.'),
          'Sorry, that was mean. I feel judged when you check my work, and I need you to trust that I will finish it.',
        ],
      ),
      ex(
        's2-appreciation',
        'I appreciate that you took the bins out without being asked.',
        'I appreciate that you fixed the shelf in the bathroom.',
      ),
      ex('s2-responsibility', 'You are right that I redid the laundry you had already folded.', [
        defensiveness('I only forgot because you changed the chart without telling me.'),
        'But you are right, I forgot the shopping.',
      ]),
      ex(
        's2-break',
        'I will say twenty minutes, go for a run, and come back.',
        'I will put my headphones on for twenty minutes and then come and find you.',
      ),
      ex('s2-close', 'Gentle start-up.', 'Taking responsibility.'),
    ],
  ],
};

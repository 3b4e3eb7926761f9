import { type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const newBaby: CoupleScript = {
  key: 'new-baby',
  title: 'A new baby: nights, fairness and no time for two',
  names: { partnerA: 'Chloe', partnerB: 'Marcus' },
  style: {
    personaId: 'dr-emma',
    empathy: 9,
    directness: 5,
    messageLength: 8,
    usesEmojis: true,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex(
        'welcome',
        'Hi, sorry if we are slow, the baby kept us up.',
        'Hello. We are running on very little sleep.',
      ),
      ex(
        's1-hopes',
        [
          'Our daughter is four months old and we barely talk except about nappies.',
          'I want us to feel like a couple again, not only co-workers.',
        ],
        ['I want us to share the nights more fairly.', 'And to stop keeping score.'],
      ),
      ex(
        's1-strengths',
        'He is so gentle with her, watching them together is my favourite thing.',
        'We are honest with each other, even when it is uncomfortable.',
      ),
      ex(
        's1-difficulty',
        criticism(
          'He acts like he is helping me with his own child, as if he were a volunteer and it was my job.',
        ),
        'For me the difficulty is that nothing I do seems to be done the right way.',
      ),
      ex(
        's1-conflict',
        ['I feel overwhelmed and I snap at him.', 'Sometimes I end up in tears afterwards.'],
        stonewalling('Whatever. I just stop answering.'),
      ),
      ex(
        's1-goals',
        'I would like one dinner a week together where we do not talk about the baby monitor.',
        'My goal is to take the night feed on Fridays and Saturdays so she can sleep.',
      ),
      ex('s1-summary', 'Yes, I agree.', 'Agreed, that feels doable.'),
    ],
    [
      ex('welcome', 'Hi! Our daughter had a better week.', 'A small miracle. Hello.'),
      ex(
        's2-horsemen',
        'Criticism, definitely, I say you never instead of saying what I need.',
        'Stonewalling, I tune out.',
      ),
      ex(
        's2-gentle-startup',
        [
          criticism('You always leave the night shift to me, you are so lazy.'),
          'Okay, again: I feel exhausted when I get up three times a night, and I need you to take the first waking.',
        ],
        'I feel left out when bath time is rushed, and I need a few minutes with her too.',
      ),
      ex(
        's2-appreciation',
        'I appreciate that you made me breakfast on Tuesday and let me sleep in.',
        'I appreciate how patient you were with my mother’s advice on the phone.',
      ),
      ex(
        's2-responsibility',
        'You are right that I took over the bath even though it was your turn.',
        [
          defensiveness('I was only late because the bus broke down, it is not my fault.'),
          'But you are right that I did not text you.',
        ],
      ),
      ex(
        's2-break',
        'I will hold up the yellow blanket as our signal, take twenty minutes, and come back.',
        'I will say I need a break, take a short walk with the stroller, and then we continue.',
      ),
      ex('s2-close', 'The gentle start-up.', [
        'Appreciation.',
        'Saying thank you out loud more often.',
      ]),
    ],
  ],
};

import { type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const mismatchedDesire: CoupleScript = {
  key: 'desire',
  title: 'Mismatched desire: closeness asked for and avoided',
  names: { partnerA: 'Nadia', partnerB: 'Ethan' },
  style: {
    personaId: 'dr-emma',
    empathy: 8,
    directness: 4,
    messageLength: 7,
    usesEmojis: true,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Hi.', 'Hello. This is a bit awkward for me.'),
      ex(
        's1-hopes',
        'We have not been intimate in four months and it has become a silence between us.',
        [
          'I want us to be able to talk about it without feeling blamed.',
          'I also want to understand what changed.',
        ],
      ),
      ex(
        's1-strengths',
        'He is incredibly kind, he makes me coffee every morning.',
        'We like the same things: hiking, cooking, old films.',
      ),
      ex(
        's1-difficulty',
        'For me the difficulty is that I ask for closeness and feel turned down again and again.',
        criticism(
          'She only ever thinks about one thing and makes me feel like a failure when I am tired.',
        ),
      ),
      ex('s1-conflict', 'I feel unwanted and I go to bed early without saying goodnight.', [
        defensiveness(
          'I explain that I work long hours, it is not about her, she takes everything personally.',
        ),
        'Then I feel guilty all evening.',
      ]),
      ex(
        's1-goals',
        'My goal is to hold hands on the sofa in the evenings, without pressure for more.',
        'My goal is to say clearly what I want and do not want, instead of avoiding the topic.',
      ),
      ex('s1-summary', 'Yes, I am willing.', 'Yes.'),
    ],
    [
      ex('welcome', 'Hi, I feel a bit lighter this week.', 'Hello. Me too.'),
      ex(
        's2-horsemen',
        'Criticism. I make it about who he is.',
        'Defensiveness, and a bit of stonewalling.',
      ),
      ex(
        's2-gentle-startup',
        [
          criticism('You never touch me unless I ask first.'),
          'Sorry. I feel lonely when we go a whole evening without touching, and I need a hug when you come home.',
        ],
        'I feel pressured when closeness comes up late at night, and I need us to talk about it on a weekend morning.',
      ),
      ex(
        's2-appreciation',
        'I appreciate that you planned the hike on Saturday and packed lunch.',
        'I appreciate that you did not push when I was tired on Wednesday.',
      ),
      ex(
        's2-responsibility',
        'You are right that I went silent at dinner on Sunday.',
        'You are right that I made jokes to avoid the conversation.',
      ),
      ex('s2-break', 'I will say I need a break, have a bath, and come back in half an hour.', [
        stonewalling('I am done talking about this.'),
        'No, sorry. I will say time-out, walk around the block, and come back to finish.',
      ]),
      ex('s2-close', 'Appreciation.', 'The gentle start-up.'),
    ],
  ],
};

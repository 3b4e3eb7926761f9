import { contempt, type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const inLaws: CoupleScript = {
  key: 'in-laws',
  title: 'In-laws: his mother’s long visits',
  names: { partnerA: 'Hannah', partnerB: 'Omar' },
  style: {
    personaId: 'dr-james',
    empathy: 6,
    directness: 9,
    messageLength: 4,
    usesEmojis: false,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex(
        'welcome',
        'Hi. Thanks for having us.',
        'Hey. My wife found this app and I agreed to try it.',
      ),
      ex(
        's1-hopes',
        [
          'Things got bad after his mother stayed with us for three weeks in March.',
          'I want to feel that we are on the same side when his family is around.',
        ],
        'I would like to stop feeling torn between my mother and my wife.',
      ),
      ex(
        's1-strengths',
        'He is a wonderful father, the kids adore him.',
        'We are both good at planning trips, and we still enjoy them.',
      ),
      ex(
        's1-difficulty',
        criticism(
          'He never stands up for me when his mother comments on my cooking. He is a coward about it.',
        ),
        defensiveness('That is not fair, I do say things, she just does not hear them.'),
      ),
      ex('s1-conflict', 'I feel alone, and I get sharp with him as soon as she leaves.', [
        contempt('Oh right, because your own family is so perfect.'),
        'Sorry. I get tense and I try to explain my mother’s side.',
      ]),
      ex(
        's1-goals',
        'My goal: before a visit, we agree together on how long it lasts.',
        'My goal is to answer my mother myself when she comments on the house, kindly, on the spot.',
      ),
      ex('s1-summary', 'Yes, that is fair.', ['Yes.', 'I am willing to try.']),
    ],
    [
      ex(
        'welcome',
        'Hello again.',
        'Hi. We had a phone call with my parents this week that went better.',
      ),
      ex(
        's2-horsemen',
        'Criticism, I think. When I am hurt I go after his character.',
        'Defensiveness for me, I explain instead of listening.',
      ),
      ex(
        's2-gentle-startup',
        'I feel anxious when a visit is planned without me, and I need us to decide the dates together.',
        [
          criticism('You always make my mother feel unwelcome.'),
          'Let me redo that. I feel sad when her visits are tense, and I need us to find one thing we enjoy together when she comes.',
        ],
      ),
      ex(
        's2-appreciation',
        'I appreciate that you called your mother about the birthday dinner, I know that was hard.',
        'I appreciate that you made the guest room nice for my father even though you were tired.',
      ),
      ex(
        's2-responsibility',
        'You are right that I rolled my eyes when your mother called on Sunday. I own that.',
        [
          defensiveness('I would own something if you had not started it.'),
          'Okay. You are right that I left you alone in the kitchen with her.',
        ],
      ),
      ex(
        's2-break',
        'I will say I need twenty minutes, read in the bedroom, and come find you after.',
        [
          stonewalling('I do not want to talk about breaks. Drop it.'),
          'Sorry. I will say the word timeout, take the dog out, and then come back.',
        ],
      ),
      ex('s2-close', 'The gentle start-up.', 'Taking responsibility before I explain.'),
    ],
  ],
};

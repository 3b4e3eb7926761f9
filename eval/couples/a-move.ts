import { contempt, type CoupleScript, criticism, ex, stonewalling } from './types';

export const aMove: CoupleScript = {
  key: 'a-move',
  title: 'A move: a job offer in another city',
  names: { partnerA: 'Megan', partnerB: 'Carlos' },
  style: {
    personaId: 'dr-olivia',
    empathy: 5,
    directness: 6,
    messageLength: 5,
    usesEmojis: false,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Hello.', 'Hi, thanks for making time for us.'),
      ex(
        's1-hopes',
        'He has been offered a job in Denver and we have to decide by June.',
        'I want us to make the decision together instead of fighting about it.',
      ),
      ex(
        's1-strengths',
        'We are good at big projects, we renovated the kitchen ourselves.',
        'She is my best friend, and we still go dancing on Fridays.',
      ),
      ex(
        's1-difficulty',
        'The difficulty is that it feels decided already, and I am only asked to agree.',
        criticism(
          'She refuses to even look at the houses I send, she is so stubborn about everything.',
        ),
      ),
      ex(
        's1-conflict',
        [
          stonewalling('I stop answering and go and do the dishes.'),
          'I know it is not helpful, but I feel cornered.',
        ],
        'I get frustrated and I keep pushing with more arguments.',
      ),
      ex(
        's1-goals',
        'My goal is that we visit Denver together for a weekend before we decide anything.',
        'Mine is to ask what she needs before I talk about the job.',
      ),
      ex('s1-summary', 'Yes.', ['Yes, that is fair.', 'I am willing to work on it.']),
    ],
    [
      ex('welcome', 'Hi. We booked the flights.', 'Hello! A good week, mostly.'),
      ex(
        's2-horsemen',
        'Stonewalling, I go silent.',
        'Criticism, I attack her instead of the problem.',
      ),
      ex(
        's2-gentle-startup',
        'I feel anxious when the move comes up at bedtime, and I need us to talk about it in the morning.',
        [
          criticism('You always act like my career does not matter.'),
          'Let me try again: I feel unimportant when the job is brushed aside, and I need you to ask me about it.',
        ],
      ),
      ex(
        's2-appreciation',
        'I appreciate that you called my mother to explain the plan yourself.',
        'I appreciate that you made a list of neighbourhoods, even though you are unsure.',
      ),
      ex(
        's2-responsibility',
        [
          contempt('Oh please, as if you ever take responsibility for anything.'),
          'Okay, sorry. You are right that I ignored the houses you sent.',
        ],
        'You are right that I told my boss before I told you. I am sorry.',
      ),
      ex(
        's2-break',
        'I will say I need twenty minutes, go into the garden, and come back.',
        'I will set a timer for twenty minutes and make us both tea before we continue.',
      ),
      ex(
        's2-close',
        'The gentle start-up, every time the move comes up.',
        'Taking responsibility first.',
      ),
    ],
  ],
};

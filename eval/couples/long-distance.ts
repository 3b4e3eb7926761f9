import { type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const longDistance: CoupleScript = {
  key: 'long-distance',
  title: 'Long distance: Toronto and Berlin',
  names: { partnerA: 'Aisha', partnerB: 'Lukas' },
  style: {
    personaId: 'dr-olivia',
    empathy: 7,
    directness: 7,
    messageLength: 3,
    usesEmojis: true,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Hi from Toronto!', 'Hi from Berlin, it is late here.'),
      ex(
        's1-hopes',
        'We have been apart for eight months and our calls have turned into logistics.',
        [
          'I took a job abroad for eighteen months.',
          'By the end I want us to know which city we will settle in together.',
        ],
      ),
      ex(
        's1-strengths',
        'We are very good at writing to each other, his letters are lovely.',
        'We trust each other, the distance has not changed that.',
      ),
      ex(
        's1-difficulty',
        criticism('He is always too tired to talk and treats our calls like a chore on his list.'),
        'The difficulty for me is the time difference, I call when I can and it is never the right time.',
      ),
      ex('s1-conflict', 'I feel lonely and I go cold on the phone.', [
        defensiveness(
          'I tell her I am doing my best and that she does not understand my workload.',
        ),
        stonewalling('Then I say I have to go and end the call.'),
      ]),
      ex(
        's1-goals',
        'My goal is a video dinner every Sunday, cameras on, nothing else open.',
        'My goal is to send one voice message every morning before work.',
      ),
      ex('s1-summary', 'Yes, I agree.', 'Yes, fair summary.'),
    ],
    [
      ex('welcome', 'Hello again!', 'Hi. Short week, I was travelling.'),
      ex(
        's2-horsemen',
        'Criticism, and some contempt when I am tired.',
        'Stonewalling. I end calls early.',
      ),
      ex(
        's2-gentle-startup',
        'I feel lonely when a call gets cancelled at the last minute, and I need a message an hour before.',
        [
          criticism('You never plan anything, you just expect me to be available.'),
          'Sorry, that was harsh. I feel stressed when calls are unplanned, and I need us to set them a day ahead.',
        ],
      ),
      ex(
        's2-appreciation',
        'I appreciate the photo of the market you sent me on Saturday, it made my day.',
        'I appreciate that you stayed up until midnight to watch the match with me.',
      ),
      ex(
        's2-responsibility',
        'You are right that I sulked when you were tired on Thursday.',
        'You are right that I have been putting work first.',
      ),
      ex('s2-break', 'I will type pause in the chat, take twenty minutes, and call back.', [
        'I will say I need a break and go for a walk by the river.',
        'Then I will call back, even if it is late.',
      ]),
      ex('s2-close', 'The gentle start-up.', 'Taking a break instead of ending the call.'),
    ],
  ],
};

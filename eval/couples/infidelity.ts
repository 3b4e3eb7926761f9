import { contempt, type CoupleScript, defensiveness, ex, stonewalling } from './types';

export const infidelity: CoupleScript = {
  key: 'infidelity',
  title: 'Infidelity: months of messages with a colleague',
  names: { partnerA: 'Rachel', partnerB: 'Gideon' },
  style: {
    personaId: 'dr-olivia',
    empathy: 8,
    directness: 7,
    messageLength: 6,
    usesEmojis: false,
    formalLanguage: true,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Good evening.', 'Good evening. Thank you for seeing us.'),
      ex(
        's1-hopes',
        [
          'Three months ago I found out he had been texting a colleague for months, very intimate messages.',
          'I want to know whether I can trust him again.',
        ],
        'I want to rebuild what I broke, and I want her to feel safe with me again.',
      ),
      ex(
        's1-strengths',
        'We have been through a lot together, including my father’s illness, and he was there.',
        'We share the same values about family and we still make each other laugh.',
      ),
      ex(
        's1-difficulty',
        contempt(
          'Trust, obviously. Although I suppose a man who lies so easily would not understand the word.',
        ),
        'For me it is that every conversation comes back to the messages and I do not know how to move forward.',
      ),
      ex('s1-conflict', 'My stomach drops and I start asking the same questions again and again.', [
        defensiveness(
          'I answer, but I have already apologised a hundred times, so that is not fair either.',
        ),
        'Then I shut down.',
      ]),
      ex(
        's1-goals',
        'My goal is that he tells me himself whenever he has contact with her at work.',
        'My goal is one honest conversation a week about how she is feeling, without getting defensive.',
      ),
      ex('s1-summary', 'It is fair. I am willing.', 'Yes, I agree to that.'),
    ],
    [
      ex('welcome', 'Hello.', 'Hello, we have had a mixed week.'),
      ex(
        's2-horsemen',
        'Contempt. I hear myself being sarcastic and cold.',
        'Defensiveness, without a doubt.',
      ),
      ex(
        's2-gentle-startup',
        'I feel uneasy when you come home late without a message, and I need a text when plans change.',
        'I feel discouraged when the past comes up in the middle of a good evening, and I need us to choose a time for those talks.',
      ),
      ex(
        's2-appreciation',
        'I appreciate that you showed me your work calendar without me asking.',
        'I appreciate that you still kissed me goodbye on Monday, even on a hard day.',
      ),
      ex(
        's2-responsibility',
        [
          'You are right that I brought up the messages at your sister’s birthday.',
          'That was not the place.',
        ],
        'You are right that I hid things from you and that the damage comes from me.',
      ),
      ex(
        's2-break',
        [
          stonewalling('I do not want to discuss this. Whatever.'),
          'Sorry. I will say I am flooded, go for a run, and come back within the hour.',
        ],
        'I will tell her I need twenty minutes, sit in the garden, and then come back to the conversation.',
      ),
      ex(
        's2-close',
        'Appreciation, even when it is hard.',
        'Taking responsibility without explaining myself.',
      ),
    ],
  ],
};

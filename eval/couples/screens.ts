import { contempt, type CoupleScript, criticism, ex, stonewalling } from './types';

export const screens: CoupleScript = {
  key: 'screens',
  title: 'Screens: phones at the table and in bed',
  names: { partnerA: 'Fiona', partnerB: 'Kwame' },
  style: {
    personaId: 'dr-olivia',
    empathy: 6,
    directness: 6,
    messageLength: 9,
    usesEmojis: false,
    formalLanguage: false,
    language: 'english',
  },
  sessions: [
    [
      ex('welcome', 'Hello.', 'Hi, phones away for this, promise.'),
      ex('s1-hopes', 'He is on his phone all evening and I feel like I am talking to a wall.', [
        'She says I am always on my phone, but I use it for work.',
        'I would like us to agree on rules instead of arguing.',
      ]),
      ex(
        's1-strengths',
        'We are good parents and we make decisions about the children together.',
        'We travel well together, we never fight on holiday.',
      ),
      ex(
        's1-difficulty',
        contempt('Honestly, his phone gets more attention than I do. Pathetic, at his age.'),
        'The difficulty for me is that she gets upset about my phone without telling me what she needs.',
      ),
      ex('s1-conflict', 'I feel invisible and I start making sarcastic comments.', [
        stonewalling('I put my earbuds in and ignore it.'),
        'I know that does not help.',
      ]),
      ex(
        's1-goals',
        'My goal is no phones at the table during dinner.',
        'My goal is to leave my phone in the drawer by the door after nine in the evening.',
      ),
      ex('s1-summary', 'Yes, that is a fair summary.', 'Yes, willing.'),
    ],
    [
      ex(
        'welcome',
        'Hi. Dinner without screens happened four times this week.',
        'Hello. It was strange at first, but nice.',
      ),
      ex(
        's2-horsemen',
        'Contempt. I can be very sarcastic.',
        'Stonewalling. Earbuds in, world out.',
      ),
      ex(
        's2-gentle-startup',
        [
          criticism('You are always scrolling when I talk to you, it is so rude.'),
          'Let me rephrase: I feel unheard when you look at your screen while I talk, and I need you to look at me for a few minutes.',
        ],
        'I feel stressed when work messages pile up in the evening, and I need ten minutes to answer them before we sit down.',
      ),
      ex(
        's2-appreciation',
        'I appreciate that you left your phone upstairs during the film on Friday.',
        'I appreciate that you asked about my presentation and listened to the whole story.',
      ),
      ex(
        's2-responsibility',
        'You are right that I mocked your game in front of our friends.',
        'You are right that I picked up my phone while you were telling me about your sister.',
      ),
      ex('s2-break', 'I will say pause, make a cup of tea, and come back in twenty minutes.', [
        'I will tell her I need a break and go for a short walk.',
        'Then I will come back without my phone.',
      ]),
      ex('s2-close', 'Appreciation, out loud.', 'The break, instead of the earbuds.'),
    ],
  ],
};

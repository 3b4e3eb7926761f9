import { describe, expect, it } from 'vitest';

import { detectHorsemen, HORSEMAN_INFO, type Horseman } from './horsemen';

const found = (text: string) => detectHorsemen(text).map((f) => f.horseman);

const POSITIVES: Readonly<Record<Horseman, readonly string[]>> = {
  criticism: [
    'You never listen to me.',
    'You always leave the dishes for me.',
    "You're always on your phone at dinner.",
    'You don’t ever ask about my day.',
    "What's wrong with you?",
    "You're so selfish.",
    'You are so dramatic.',
    'You are completely irresponsible with money.',
    'You only ever think about yourself.',
    'Why can’t you just help for once?',
    'Nunca me escuchas.',
    'Siempre llegas tarde.',
    'Tu ne m’écoutes jamais !',
    'Du hörst mir nie zu.',
    '你总是玩手机。',
    // The partner in the third person, told to the facilitator.
    'He never asks about my day.',
    'She is so selfish with money.',
    'Él siempre llega tarde y nunca avisa, es un egoísta.',
    'Elle préfère toujours ses amis à moi.',
    'Er ist immer nur mit seiner Arbeit beschäftigt.',
    '他总是听他妈妈的。',
  ],
  contempt: [
    'Oh great, another night of you on your phone.',
    "You're pathetic.",
    'That is ridiculous and you know it.',
    'What an idiot.',
    'Yeah, right. Like you would ever cook.',
    '*rolls eyes* sure.',
    '🙄',
    'Grow up.',
    'Eres patético.',
    "T'es nul.",
    'Na toll, schon wieder.',
    '你真是个白痴。',
  ],
  defensiveness: [
    "It's not my fault I was late.",
    "I didn't do anything wrong.",
    'Yes, but you never help either.',
    'What about when you forgot my birthday?',
    "You're one to talk.",
    'I was only trying to help!',
    "Don't blame me for this.",
    'No es mi culpa.',
    "Ce n'est pas ma faute.",
    'Das ist nicht meine Schuld.',
    '这不是我的错。',
  ],
  stonewalling: [
    "I'm done talking about this.",
    'Whatever.',
    'whatever',
    'Forget it.',
    "I don't want to talk about this.",
    'Leave me alone.',
    'End of discussion.',
    'Olvídalo.',
    'Laisse tomber.',
    'Vergiss es.',
    '算了，不想说了。',
  ],
};

const NEGATIVES: readonly string[] = [
  'I always feel better after our walks.',
  'You always make me laugh.',
  'I love that you never give up on us.',
  'We never talk anymore.',
  'I feel so stupid about forgetting it.',
  'I feel lonely in the evenings and I need us to talk.',
  'I hope we can spend more time together.',
  'Whatever you want for dinner is fine by me.',
  "I'm done with the dishes, your turn to relax.",
  "I don't want to talk about this right now — can we take a break and come back in 20 minutes?",
  'When I am stressed I say things like "you always forget".',
  'Thank you for listening to me last night.',
  'Je t’aime toujours.',
  'Ich liebe dich immer noch.',
  'I need a break, can we talk later tonight?',
  'She always makes me laugh.',
  'Il faut toujours que je rappelle.',
];

describe('detectHorsemen', () => {
  for (const [horseman, texts] of Object.entries(POSITIVES) as [Horseman, string[]][]) {
    it.each(texts)(`finds ${horseman} in %j`, (text) => {
      expect(found(text)).toContain(horseman);
    });
  }

  it.each(NEGATIVES)('finds no horseman in %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('returns each horseman once, in canonical order, with its antidote and the words', () => {
    const findings = detectHorsemen(
      "Whatever. You never help, and it's not my fault I'm tired. You always say that, idiot.",
    );
    expect(findings.map((f) => f.horseman)).toEqual([
      'criticism',
      'contempt',
      'defensiveness',
      'stonewalling',
    ]);
    expect(findings[0]).toMatchObject({
      match: 'You never',
      antidoteName: 'gentle start-up',
      antidote: HORSEMAN_INFO.criticism.antidote,
    });
    expect(findings.find((f) => f.horseman === 'stonewalling')).toMatchObject({
      match: 'Whatever.',
      index: 0,
      antidoteName: 'physiological self-soothing',
    });
  });

  it('finds criticism after praise in the same message', () => {
    expect(found('You always make me laugh. But you never help with the dishes.')).toEqual([
      'criticism',
    ]);
  });

  it('names each antidote', () => {
    expect(HORSEMAN_INFO.contempt.antidoteName).toBe('culture of appreciation and fondness');
    expect(HORSEMAN_INFO.defensiveness.antidoteName).toBe('taking responsibility');
    expect(HORSEMAN_INFO.stonewalling.antidote).toContain('at least 20 minutes');
  });

  it('stays linear on long, adversarial input', () => {
    const long = `${'you '.repeat(20_000)}${'tu '.repeat(20_000)}${'du a '.repeat(20_000)}?`;
    expect(detectHorsemen(long)).toEqual([]);
    expect(found(`${'oh, '.repeat(10_000)}oh great, another fight`)).toEqual(['contempt']);
  });
});

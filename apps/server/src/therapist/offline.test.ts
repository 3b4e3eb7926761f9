import { describe, expect, it } from 'vitest';

import {
  SESSION_DEFAULT_STYLE,
  THERAPIST_LANGUAGES,
  type TherapistLanguage,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { chunksOf, composeReply, OfflineProvider } from './offline';
import {
  type FeelingId,
  type PhraseKey,
  PHRASES,
  Phrasebook,
  STEP_LEARN,
  STEP_REASK,
} from './phrases';
import { programFor } from './program';
import type { TherapistContext, TurnMessage } from './types';

const at = '2026-01-01T10:00:00.000Z';
const said = (author: TurnMessage['author'], name: string, content: string): TurnMessage => ({
  author,
  name,
  content,
  timestamp: at,
});

interface Couple {
  a: string;
  b: string;
  ma: string;
  mb: string;
  /** Words of ma that must come back verbatim in the reflection. */
  quoted: string;
}

const COUPLES: Readonly<Record<TherapistLanguage, Couple>> = {
  english: {
    a: 'Maya',
    b: 'Jordan',
    ma: 'I feel lonely in the evenings because we barely talk.',
    mb: 'I am exhausted after work and I need some quiet time first.',
    quoted: 'I feel lonely in the evenings',
  },
  spanish: {
    a: 'Lucía',
    b: 'Diego',
    ma: 'Me siento sola por las noches porque casi no hablamos.',
    mb: 'Llego agotado del trabajo y necesito un rato de calma.',
    quoted: 'Me siento sola por las noches',
  },
  french: {
    a: 'Camille',
    b: 'Louis',
    ma: 'Je me sens seule le soir parce qu’on ne se parle presque plus.',
    mb: 'Je rentre épuisé du travail et j’ai besoin d’un moment de calme.',
    quoted: 'Je me sens seule le soir',
  },
  german: {
    a: 'Lena',
    b: 'Jonas',
    ma: 'Ich fühle mich abends einsam, weil wir kaum noch reden.',
    mb: 'Ich bin nach der Arbeit erschöpft und brauche erst etwas Ruhe.',
    quoted: 'Ich fühle mich abends einsam',
  },
  mandarin: {
    a: '小美',
    b: '阿杰',
    ma: '晚上我觉得很孤独，因为我们几乎不说话了。',
    mb: '下班后我很累，需要先安静一会儿。',
    quoted: '晚上我觉得很孤独',
  },
};

function makeContext(
  overrides: Omit<Partial<TherapistContext>, 'style'> & { style?: Partial<TherapistStyle> } = {},
  couple: Couple = COUPLES.english,
): TherapistContext {
  const { style, ...rest } = overrides;
  return {
    sessionNumber: 1,
    partnerA: { name: couple.a },
    partnerB: { name: couple.b },
    turn: [said('partnerA', couple.a, couple.ma), said('partnerB', couple.b, couple.mb)],
    history: [said('therapist', 'Therapist', "Welcome to Session 1 of the program. Let's begin.")],
    stepsAsked: 1,
    alone: false,
    stepAnswers: {},
    earlierSessions: [],
    insideJokes: [],
    ...rest,
    style: { ...SESSION_DEFAULT_STYLE, ...style },
  };
}

const withTurn = (a: string, b: string, overrides: Parameters<typeof makeContext>[0] = {}) =>
  makeContext({
    ...overrides,
    turn: [said('partnerA', 'Maya', a), said('partnerB', 'Jordan', b)],
  });

const question = (
  session: number,
  step: number,
  language: TherapistLanguage = 'english',
  formal = false,
) => new Phrasebook(language, formal).localized(programFor(session).steps[step]!.question);

/** Every wording of a phrase, rendered (which one a reply uses depends on the session). */
const wordings = (
  key: PhraseKey,
  vars: Readonly<Record<string, string>> = {},
  language: TherapistLanguage = 'english',
) => {
  const L = new Phrasebook(language, false);
  return Array.from({ length: L.variants(key) }, (_, i) => L.t(key, vars, i));
};
const saysOneOf = (text: string, key: PhraseKey, vars: Readonly<Record<string, string>> = {}) =>
  wordings(key, vars).some((w) => text.includes(w));

const EMOJI = /\p{Extended_Pictographic}/u;
const EMOJIS = /\p{Extended_Pictographic}/gu;
const CONTRACTION =
  /\b(?:I'm|you're|it's|let's|what's|that's|don't|I'd|I'll|isn't|won't|can't|we'll|you'd)\b/i;
const CLAIMS_TO_BE_HUMAN =
  /\bI(?:'m| am) (?:a |an )?(?:real |actual )?(?:human|person|licensed|therapist|psychologist|clinician)\b|\bas a (?:human|therapist|licensed|psychologist)\b/i;

/** The phrase "who answers first" the session default (directness 7) uses, per language. */
const FIRST_SPEAKER: Readonly<Record<TherapistLanguage, string>> = {
  english: 'would you like to start? Then',
  spanish: '¿quieres empezar tú? Luego',
  french: 'veux-tu commencer ? Ensuite',
  german: 'magst du anfangen? Dann',
  mandarin: '你想先说吗？然后是',
};

describe('the offline facilitator follows the program in every language', () => {
  for (const session of [1, 2, 5]) {
    for (const language of THERAPIST_LANGUAGES) {
      it(`session ${session} in ${language}`, () => {
        const couple = COUPLES[language];
        const reply = composeReply(
          makeContext({ sessionNumber: session, style: { language } }, couple),
        );
        expect(reply).toContain(couple.a);
        expect(reply).toContain(couple.b);
        expect(reply).toContain(question(session, 1, language));
        expect(reply).not.toContain(question(session, 2, language));
        expect(reply).toContain(FIRST_SPEAKER[language]);
        expect(reply).toContain(couple.quoted); // the partner's own words, untranslated
      });
    }
  }

  it('asks the step for the number of replies so far, one question at a time', () => {
    const program = programFor(1);
    for (let step = 0; step < program.steps.length - 1; step++) {
      const reply = composeReply(makeContext({ stepsAsked: step }));
      expect(reply).toContain(question(1, step));
      for (let other = 0; other < program.steps.length; other++) {
        if (other !== step) expect(reply).not.toContain(question(1, other));
      }
    }
  });

  it('alternates who is invited to answer first', () => {
    expect(composeReply(makeContext({ stepsAsked: 0 }))).toContain(
      'Maya, would you like to start? Then Jordan.',
    );
    expect(composeReply(makeContext({ stepsAsked: 1 }))).toContain(
      'Jordan, would you like to start? Then Maya.',
    );
  });

  it('introduces itself by its persona, as the AI facilitator, on the first reply of session 1', () => {
    expect(composeReply(makeContext({ stepsAsked: 0 }))).toContain(
      "I'm Dr. Emma, your AI facilitator, and I'll guide you through today one question at a time.",
    );
    expect(composeReply(makeContext({ stepsAsked: 1 }))).not.toContain('Dr. Emma');
    // The couple's persona, whichever they chose, in every language.
    expect(
      composeReply(makeContext({ stepsAsked: 0, style: { personaId: 'dr-james' } })),
    ).toContain("I'm Dr. James, your AI facilitator");
    for (const language of THERAPIST_LANGUAGES) {
      const reply = composeReply(
        makeContext(
          { stepsAsked: 0, style: { personaId: 'dr-olivia', language } },
          COUPLES[language],
        ),
      );
      expect(reply).toContain('Dr. Olivia');
      expect(reply).not.toContain('{therapist}');
    }
  });

  it('refers to the last session at the start of a later one', () => {
    const reply = composeReply(
      makeContext({
        sessionNumber: 4,
        stepsAsked: 0,
        earlierSessions: [
          { sessionNumber: 2, summary: '…' },
          { sessionNumber: 3, summary: '…' },
        ],
      }),
    );
    expect(reply).toContain("Today we'll build on what you worked on in session 3");
    expect(reply).toContain(question(4, 0));
  });
});

describe('reflection', () => {
  it('reflects each partner by name with the salient clause, not the whole message', () => {
    const reply = withTurn(
      "Hi! So, we've been fighting a lot lately about chores and I feel like I'm doing everything.",
      'I think we just need better communication. I feel criticized all the time.',
    );
    const text = composeReply(reply);
    expect(text).toContain(
      "Maya, when you say “I feel like I'm doing everything”, I hear that you're feeling overwhelmed.",
    );
    // Jordan named the feeling: acknowledged, not labelled back to him.
    expect(text).toMatch(
      /Jordan, (?:“I feel criticized all the time” — that sounds really hard\.|thank you for saying it so plainly: “I feel criticized all the time”\.)/,
    );
    expect(text).not.toContain("you're feeling criticized");
    expect(text).not.toContain('Hi!');
  });

  it('handles very short answers without quoting them as content', () => {
    const text = composeReply(withTurn('ok', 'idk'));
    expect(text).toContain("Maya, you kept it short (“ok”), and that's all right.");
    expect(saysOneOf(text, 'reflect.unsure', { name: 'Jordan', q: '“idk”' })).toBe(true);
    expect(text).toContain('If you can, add a sentence or two more');
  });

  it('lets the partner who said little take their time while the other starts', () => {
    const text = composeReply(withTurn('We are good at travelling together.', 'idk'));
    expect(text).toContain(
      "Maya, would you like to start? Jordan, take your time and join in whenever you're ready.",
    );
  });

  it('answers a question put to the facilitator, and never pretends to be a person', () => {
    const text = composeReply(
      withTurn('Are you a real person?', 'Is it normal that we fight about small things?'),
    );
    expect(text).toContain('Maya, you asked “Are you a real person?”.');
    expect(text).toContain("I'm Dr. Emma, an AI facilitator, not a person");
    expect(
      saysOneOf(text, 'reflect.question', {
        name: 'Jordan',
        q: '“Is it normal that we fight about small things?”',
      }),
    ).toBe(true);
    expect(text).toContain("It's more common than you might think");
  });

  it('greets both when both only said hello', () => {
    const text = composeReply(withTurn('Hi!', 'hello', { stepsAsked: 0 }));
    expect(
      text.startsWith('Hello Maya and Jordan, and welcome — thank you both for being here.'),
    ).toBe(true);
  });

  it('meets appreciation with warmth', () => {
    const text = composeReply(
      withTurn(
        'I really appreciated that you cooked on Tuesday when I was late.',
        'Thank you for the walk on Sunday, it made the whole week easier.',
      ),
    );
    expect(text).toMatch(
      /Maya, (?:it's good to hear “I really appreciated that you cooked on Tuesday when I was late”\.|“I really appreciated that you cooked on Tuesday when I was late” — that's really good to hear\.)/,
    );
    expect(text).toMatch(/Jordan, [^.]*“Thank you for the walk on Sunday”[^.]*feeling grateful\./);
    expect(text).not.toContain("there's a lot in");
    expect(text).toContain('Moments like these are what a relationship is built on');
    expect(text).toContain('It can help to say these things at home too, not only here.');
    expect(text).not.toMatch(/isn't easy|sounds really hard/);
  });

  it('names what the two messages share', () => {
    const text = composeReply(
      withTurn('We argue about money every month.', 'Money stresses me out, honestly.'),
    );
    expect(text).toContain("You're both talking about money, each from your own side.");
  });
});

describe('style', () => {
  const base = { stepsAsked: 1 } as const;
  const learn = new Phrasebook('english', false).localized(STEP_LEARN['s1-strengths']);
  const highValidation = PHRASES['validate.high'].english as readonly string[];

  it('brief replies hold only the reflection and the question', () => {
    const brief = composeReply(makeContext({ ...base, style: { messageLength: 3 } }));
    const medium = composeReply(makeContext({ ...base, style: { messageLength: 5 } }));
    expect(brief).toContain(question(1, 1));
    expect(brief).toContain('Maya');
    expect(highValidation.some((v) => brief.includes(v))).toBe(false);
    expect(brief).not.toContain(learn);
    expect(brief).not.toMatch(/It might help|It can help|I'll be direct/);
    expect(brief.length).toBeLessThan(medium.length);
    expect(brief.split('\n\n')).toHaveLength(2);
  });

  it('detailed replies add an explanation of the step', () => {
    const detailed = composeReply(makeContext({ ...base, style: { messageLength: 8 } }));
    const medium = composeReply(makeContext({ ...base, style: { messageLength: 7 } }));
    expect(detailed).toContain(learn);
    expect(medium).not.toContain(learn);
  });

  it('uses one or two emojis when on, none when off', () => {
    const on = composeReply(makeContext({ ...base, style: { usesEmojis: true } }));
    const off = composeReply(makeContext({ ...base, style: { usesEmojis: false } }));
    expect(on).toMatch(EMOJI);
    expect(on.match(EMOJIS)!.length).toBeLessThanOrEqual(2);
    expect(off).not.toMatch(EMOJI);
  });

  it('validates warmly at high empathy, briefly at moderate, and stays factual at low', () => {
    const high = composeReply(makeContext({ ...base, style: { empathy: 9 } }));
    const moderate = composeReply(makeContext({ ...base, style: { empathy: 6 } }));
    const low = composeReply(makeContext({ ...base, style: { empathy: 3 } }));
    expect(highValidation.some((v) => high.includes(v))).toBe(true);
    expect(saysOneOf(moderate, 'validate.moderate')).toBe(true);
    expect(
      saysOneOf(low, 'reflect.factual', {
        name: 'Maya',
        q: '“I feel lonely in the evenings because we barely talk”',
      }),
    ).toBe(true);
    expect(low).not.toMatch(/I hear|sounds really hard|Thank you both/);
  });

  it('adds a blunt observation above 7, a mild one above 4, and none at 4 or below', () => {
    const blunt = composeReply(makeContext({ ...base, style: { directness: 9 } }));
    const mild = composeReply(makeContext({ ...base, style: { directness: 6 } }));
    const gentle = composeReply(makeContext({ ...base, style: { directness: 3 } }));
    expect(blunt).toContain("I'll be direct:");
    expect(blunt).toContain('Jordan, you go first this time; then Maya.');
    expect(mild).not.toContain("I'll be direct");
    expect(mild).toMatch(/It might help|It can help/);
    expect(gentle).not.toMatch(/I'll be direct|It might help|It can help/);
    expect(gentle).toContain("Jordan, if you'd like to start, please do");
  });

  it('writes English without contractions in the formal register', () => {
    const context = (formalLanguage: boolean) =>
      makeContext({
        stepsAsked: 1,
        style: { formalLanguage, messageLength: 9, directness: 9 },
        turn: [
          said('partnerA', 'Maya', 'I feel lonely in the evenings because we barely talk.'),
          said('partnerB', 'Jordan', 'You never ask about my day.'),
        ],
      });
    const informal = composeReply(context(false));
    const formal = composeReply(context(true));
    expect(informal).toMatch(CONTRACTION);
    expect(formal).not.toMatch(CONTRACTION);
    expect(formal).toContain('What is one thing that is good between you right now');
  });

  it.each([
    ['spanish', ['usted', '¿quiere empezar usted?'], ['¿quieres empezar tú?', 'vosotros']],
    ['french', ['voulez-vous commencer ?'], ['veux-tu commencer ?']],
    ['german', ['Sie', 'möchten Sie anfangen?'], ['magst du', 'euch']],
    ['mandarin', ['您', '您愿意先说吗'], ['你想先说吗', '你们']],
  ] as const)('uses the polite “you” in formal %s', (language, formalWords, informalWords) => {
    const couple = COUPLES[language];
    const reply = (formalLanguage: boolean) =>
      composeReply(makeContext({ stepsAsked: 2, style: { language, formalLanguage } }, couple));
    const formal = reply(true);
    const informal = reply(false);
    for (const word of formalWords) expect(formal).toContain(word);
    for (const word of informalWords) {
      expect(formal).not.toContain(word);
      expect(informal).toContain(word);
    }
  });
  it('speaks to one French partner as vous when formal and tu when not', () => {
    const reply = (formalLanguage: boolean) =>
      composeReply(
        makeContext(
          {
            style: { language: 'french', formalLanguage },
            turn: [
              said('partnerA', 'Camille', 'Tu ne m’écoutes jamais.'),
              said('partnerB', 'Louis', 'Je fais de mon mieux.'),
            ],
          },
          COUPLES.french,
        ),
      );
    expect(reply(true)).toContain('Vous pourriez essayer quelque chose comme');
    expect(reply(true)).not.toContain('Tu pourrais');
    expect(reply(false)).toContain('Tu pourrais essayer quelque chose comme');
  });
});

describe('the Four Horsemen', () => {
  it.each([
    ['You never help with the dishes.', 'criticism', 'a gentle start-up'],
    [
      'Oh great, another night of you on your phone.',
      'contempt',
      'a culture of appreciation and fondness',
    ],
    ["It's not my fault I was late.", 'defensiveness', 'taking responsibility'],
    ["Whatever. I'm done talking about this.", 'stonewalling', 'taking a break to self-soothe'],
  ])(
    'names the horseman in %j gently, with its antidote and a rephrasing',
    (text, horseman, antidote) => {
      const reply = composeReply(withTurn(text, 'I would like us to get along better.'));
      expect(reply).toContain(`Maya, I'd like to gently point something out:`);
      expect(reply).toContain(`is an example of ${horseman}, one of the Four Horsemen`);
      expect(reply).toContain(`The antidote is ${antidote}`);
      expect(reply).toContain('You could try something like: “');
    },
  );

  it('suggests a rephrasing that fits the topic of the criticism', () => {
    const reply = composeReply(withTurn('You never help with the dishes.', 'I do my best.'));
    expect(reply).toContain(
      "You could try something like: “I'm feeling overwhelmed by the housework. Could we sit down tonight and split the chores?”",
    );
  });

  it('reflects the experience under an attack rather than the attack itself', () => {
    const reply = composeReply(
      withTurn("You never listen to me. I tell you about my day and you're on your phone.", 'Hm.'),
    );
    expect(reply).toContain(
      "Maya, there's a lot in “I tell you about my day and you're on your phone” — it sounds like you're feeling unheard.",
    );
    expect(reply).toContain('“You never listen to me” is an example of criticism');
  });

  it('names contempt before criticism, and wonders about the feeling under an attack', () => {
    const reply = composeReply(
      withTurn(
        'Oh great, another lecture about feelings. You are so dramatic.',
        "Whatever. I'm done talking about this.",
      ),
    );
    expect(reply).toContain('“Oh great, another lecture about feelings” is an example of contempt');
    expect(reply).not.toContain('is an example of criticism');
    expect(reply).toMatch(/Maya, [^.]*I wonder if[^.]*feeling frustrated/);
    expect(reply).toMatch(/Jordan, [^.]*I wonder if[^.]*feeling overwhelmed/);
    expect(reply).toContain('This is clearly a tense moment for both of you');
    expect(reply).not.toContain('I hear you saying “You are so dramatic”');
  });

  it('names a second partner’s horseman as another one', () => {
    const reply = composeReply(
      withTurn('You never listen to me.', "That's not true, it's not my fault I'm exhausted."),
    );
    expect(reply).toContain('Jordan, something similar on your side:');
    expect(reply).toContain('is an example of defensiveness, another of the Four Horsemen');
  });

  it('keeps the note compact in brief replies and names it in the reply language', () => {
    const brief = composeReply(
      makeContext({
        style: { messageLength: 2 },
        turn: [said('partnerA', 'Maya', 'You never help.'), said('partnerB', 'Jordan', 'Fine.')],
      }),
    );
    expect(brief).toContain(
      'Maya, “You never help” is criticism; the antidote is a gentle start-up.',
    );
    const spanish = composeReply(
      makeContext(
        {
          style: { language: 'spanish' },
          turn: [
            said('partnerA', 'Lucía', 'Nunca me escuchas.'),
            said('partnerB', 'Diego', 'Lo intento.'),
          ],
        },
        COUPLES.spanish,
      ),
    );
    expect(spanish).toContain('«Nunca me escuchas» es un ejemplo de crítica');
    expect(spanish).toContain('El antídoto es un planteamiento suave');
  });

  it('does not treat owning a pattern, when session 2 asks for it, as the pattern', () => {
    const reply = composeReply(
      makeContext({
        sessionNumber: 2,
        stepsAsked: 1,
        turn: [
          said(
            'partnerA',
            'Maya',
            'I recognise criticism in myself. I say things like "you always forget".',
          ),
          said('partnerB', 'Jordan', 'Defensiveness. I always say it is not my fault.'),
        ],
      }),
    );
    expect(reply).toContain('Maya, thank you for owning that');
    expect(reply).toContain('It takes honesty to see criticism in yourself.');
    expect(reply).toContain('Jordan, the same honesty from you');
    expect(reply).not.toContain('gently point something out');
  });
});

describe('closing the session', () => {
  /** A session-1 conversation up to its last step, every question answered by both. */
  function sessionOne(upTo: number): TherapistContext {
    const answers: [string, string][] = [
      ['We keep drifting apart.', 'We want to feel like a team again.'],
      ['We still laugh a lot together.', 'Our Sunday walks.'],
      ['We argue about who does the housework.', 'I feel nagged about chores all the time.'],
      ['I get loud and then I cry.', 'I go quiet and leave the room.'],
      ['My goal is to ask about your day before talking about mine.', 'idk'],
    ];
    const history: TurnMessage[] = [
      said('therapist', 'Therapist', "Welcome to Session 1 of the program. Let's begin."),
      said('partnerA', 'Maya', 'Hi'),
      said('partnerB', 'Jordan', 'Hello'),
    ];
    for (let step = 0; step < upTo - 1; step++) {
      history.push(said('therapist', 'Therapist', `Reply ${step}`));
      history.push(said('partnerA', 'Maya', answers[step]![0]));
      history.push(said('partnerB', 'Jordan', answers[step]![1]));
    }
    history.push(said('therapist', 'Therapist', `Reply ${upTo - 1}`));
    const last = answers[upTo - 1]!;
    return makeContext({
      stepsAsked: upTo,
      history,
      turn: [said('partnerA', 'Maya', last[0]), said('partnerB', 'Jordan', last[1])],
    });
  }

  it('summarises the difficulty and the goals on the last step, then asks for agreement', () => {
    const reply = composeReply(sessionOne(5));
    expect(reply).toContain('Let me bring today together.');
    expect(reply).toContain(
      'You each named what keeps coming back: Maya — “We argue about who does the housework”; Jordan — “I feel nagged about chores all the time”.',
    );
    expect(reply).toContain(
      "And you've each set a goal: Maya — “My goal is to ask about your day before talking about mine”; Jordan — still to be decided.",
    );
    expect(reply).toContain(question(1, 5));
    expect(reply).not.toContain('would you like to start');
  });

  it('wraps up once the program is done, without asking another question', () => {
    const context = sessionOne(5);
    const reply = composeReply({
      ...context,
      stepsAsked: 6,
      history: [...context.history, ...context.turn, said('therapist', 'Therapist', 'Summary')],
      turn: [said('partnerA', 'Maya', 'Yes, that is fair.'), said('partnerB', 'Jordan', 'Agreed.')],
    });
    expect(reply).toContain("We've covered today's program.");
    for (const step of programFor(1).steps)
      expect(reply).not.toContain(question(1, programFor(1).steps.indexOf(step)));
  });

  it('summarises next steps in a later session', () => {
    const reply = composeReply(
      makeContext({
        sessionNumber: 5,
        stepsAsked: 4,
        turn: [
          said('partnerA', 'Maya', 'I will plan a phone-free dinner on Friday.'),
          said('partnerB', 'Jordan', 'I will ask Maya about her day every evening.'),
        ],
      }),
    );
    expect(reply).toContain(
      "Your next steps: Maya — “I will plan a phone-free dinner on Friday”; Jordan — “I will ask Maya about her day every evening”. We'll check in on them next time.",
    );
    expect(reply).toContain(question(5, 4));
  });
});

describe('feelings are reflected only to their owner (issue 14)', () => {
  // "…even though your feet hurt" became "you're feeling hurt": a feeling of the other person,
  // or a body that hurts, is no feeling of the writer's. Their words are reflected instead.
  const NOT_THEIRS: Readonly<Record<TherapistLanguage, { text: string; feeling: FeelingId }>> = {
    english: {
      text: 'I loved that you cooked dinner even though your feet hurt.',
      feeling: 'hurt',
    },
    spanish: { text: 'Me encantó que cocinaras aunque él está agotado.', feeling: 'tired' },
    french: { text: 'J’ai adoré que tu cuisines alors que tu es épuisée.', feeling: 'tired' },
    german: { text: 'Schön, dass du gekocht hast, obwohl du so erschöpft bist.', feeling: 'tired' },
    mandarin: { text: '谢谢你做了晚饭，虽然你很累。', feeling: 'tired' },
  };
  const THEIRS: Readonly<Record<TherapistLanguage, string>> = {
    english: 'So tired lately, work has been brutal.',
    spanish: 'Llego agotada del trabajo todos los días.',
    french: 'Je rentre épuisée du travail tous les soirs.',
    german: 'Ich komme jeden Abend erschöpft von der Arbeit.',
    mandarin: '最近好累。',
  };
  const NEUTRAL: Readonly<Record<TherapistLanguage, string>> = {
    english: 'We cook together on Sundays.',
    spanish: 'Cocinamos juntos los domingos.',
    french: 'On cuisine ensemble le dimanche.',
    german: 'Wir kochen sonntags zusammen.',
    mandarin: '我们周末一起做饭。',
  };
  /** The reply without the partners' quoted words. */
  const unquoted = (text: string) => text.replace(/«[^»]*»|“[^”]*”|„[^“]*“/gu, '…');

  for (const language of THERAPIST_LANGUAGES) {
    const couple = COUPLES[language];
    const L = new Phrasebook(language, false);
    const reply = (a: string) =>
      composeReply(
        makeContext(
          {
            style: { language },
            turn: [said('partnerA', couple.a, a), said('partnerB', couple.b, NEUTRAL[language])],
          },
          couple,
        ),
      );

    it(`${language}: “${NOT_THEIRS[language].text}” is reflected in the writer’s words, not as their feeling`, () => {
      const { text, feeling } = NOT_THEIRS[language];
      const out = reply(text);
      expect(unquoted(out)).not.toContain(L.feeling(feeling));
      expect(out).toContain(couple.a);
    });

    it(`${language}: a feeling the writer says of themselves is reflected to them`, () => {
      const out = unquoted(reply(THEIRS[language]));
      const first = out.split(couple.b)[0]!; // the writer's reflection comes first
      expect(first).toContain(L.feeling('tired'));
    });
  }
});

describe('summaries are built from each step’s answers (issue 14)', () => {
  it('quotes each partner’s goal clause by the right name, never an attack or a question', () => {
    const reply = composeReply(
      makeContext({
        stepsAsked: 5,
        stepAnswers: {
          2: {
            partnerA: 'You never listen. We argue about money every month.',
            partnerB: 'She is so selfish with money.',
          },
          4: {
            partnerA:
              'Why do I always have to start? My goal is to plan one evening a week for us, because you never do.',
            partnerB: 'I will put my phone away at dinner. You are so dramatic about it.',
          },
        },
        // Jordan wrote first this time.
        turn: [
          said(
            'partnerB',
            'Jordan',
            'I will put my phone away at dinner. You are so dramatic about it.',
          ),
          said(
            'partnerA',
            'Maya',
            'Why do I always have to start? My goal is to plan one evening a week for us, because you never do.',
          ),
        ],
      }),
    );
    const summary = reply.split('\n\n')[0]!;
    expect(summary).toContain(
      'You each named what keeps coming back: Maya — “We argue about money every month”; Jordan — money.',
    );
    expect(summary).toContain(
      "And you've each set a goal: Maya — “My goal is to plan one evening a week for us”; Jordan — “I will put my phone away at dinner”.",
    );
    for (const attack of ['selfish', 'dramatic', 'you never', 'Why do I', 'You never listen'])
      expect(summary).not.toContain(attack);
  });

  it('in Spanish: an attack told in the third person is no one’s goal or view', () => {
    const couple = COUPLES.spanish;
    const reply = composeReply(
      makeContext(
        {
          style: { language: 'spanish' },
          stepsAsked: 5,
          stepAnswers: {
            2: {
              partnerA: 'Él siempre llega tarde y nunca avisa, es un egoísta.',
              partnerB: 'Para mí la dificultad es que siempre parece que hago las cosas mal.',
            },
            4: {
              partnerA: 'Mi objetivo es cenar juntos tres noches por semana, sin móviles.',
              partnerB: 'Mi objetivo es mandar un mensaje cuando vaya a llegar tarde.',
            },
          },
          turn: [
            said(
              'partnerA',
              couple.a,
              'Mi objetivo es cenar juntos tres noches por semana, sin móviles.',
            ),
            said(
              'partnerB',
              couple.b,
              'Mi objetivo es mandar un mensaje cuando vaya a llegar tarde.',
            ),
          ],
        },
        couple,
      ),
    );
    expect(reply).toContain(
      'Diego nombró lo que vuelve una y otra vez: «Para mí la dificultad es que siempre parece que hago las cosas mal».',
    );
    expect(reply).toContain(
      'Y cada uno tiene ya un objetivo: Lucía, «Mi objetivo es cenar juntos tres noches por semana, sin móviles»; Diego, «Mi objetivo es mandar un mensaje cuando vaya a llegar tarde».',
    );
    expect(reply).not.toContain('egoísta');
  });

  it('brings back last session’s goals trimmed to the goal, at the start of the next', () => {
    const reply = composeReply(
      makeContext({
        sessionNumber: 2,
        stepsAsked: 0,
        earlierSessions: [
          {
            sessionNumber: 1,
            summary: '…',
            goals: [
              {
                name: 'Maya',
                text: 'My goal is to take a walk with you every Sunday, because you never leave the house.',
              },
              { name: 'Jordan', text: 'I will put my phone away at dinner.' },
            ],
          },
        ],
      }),
    );
    expect(reply).toContain(
      'Last time you each set a goal: Maya — “My goal is to take a walk with you every Sunday”; Jordan — “I will put my phone away at dinner”.',
    );
    expect(reply).not.toContain('never leave the house');
  });
});

describe('no filler (issue 14: one generic sentence in 27 of 84 replies)', () => {
  const plain = ['We cook together on Sundays.', 'We walk the dog in the evenings.'] as const;

  it('validates only when there is something to validate', () => {
    for (const empathy of [9, 6]) {
      const text = composeReply(withTurn(...plain, { style: { empathy } }));
      for (const key of ['validate.high', 'validate.moderate', 'validate.tense'] as const)
        expect(saysOneOf(text, key)).toBe(false);
    }
    const hard = composeReply(
      withTurn('I feel lonely in the evenings.', 'I am exhausted after work.', {
        style: { empathy: 6 },
      }),
    );
    expect(saysOneOf(hard, 'validate.moderate')).toBe(true);
  });

  it('asks to stay specific only after “always” or “never”', () => {
    const style = { directness: 6 };
    expect(saysOneOf(composeReply(withTurn(...plain, { style })), 'nudge.mild.generic')).toBe(
      false,
    );
    expect(
      saysOneOf(
        composeReply(withTurn('We always end up arguing on Sundays.', 'We cook a lot.', { style })),
        'nudge.mild.generic',
      ),
    ).toBe(true);
  });

  it('answers once when both partners ask the same kind of question', () => {
    const text = composeReply(withTurn('Are you a real person?', 'Are you a bot?'));
    const answers = wordings('answer.ai', { therapist: 'Dr. Emma' }).filter((w) =>
      text.includes(w),
    );
    expect(answers).toHaveLength(1);
  });
});

describe('asking again, in other words (issue 14)', () => {
  it('re-asks the open question to the partner who has not answered, never in the same words', () => {
    const asked = composeReply(makeContext({ stepsAsked: 1 }));
    expect(asked).toContain(question(1, 1));
    const history = [
      said('therapist', 'Therapist', "Welcome to Session 1 of the program. Let's begin."),
      said('partnerA', 'Maya', 'I feel lonely in the evenings because we barely talk.'),
      said('partnerB', 'Jordan', 'I am exhausted after work and I need some quiet time first.'),
      said('therapist', 'Therapist', asked),
    ];
    const alone = (content: string, before: TurnMessage[]) =>
      composeReply(
        makeContext({
          stepsAsked: 2,
          alone: true,
          history: before,
          turn: [said('partnerA', 'Maya', content)],
        }),
      );
    const first = alone('We still laugh a lot together.', history);
    const again = new Phrasebook('english', false).localized(STEP_REASK['s1-strengths']);
    expect(first).toContain('Jordan');
    expect(first).toContain(again);
    expect(first).not.toContain(question(1, 1));

    const second = alone('And our Sunday walks.', [
      ...history,
      said('partnerA', 'Maya', 'We still laugh a lot together.'),
      said('therapist', 'Therapist', first),
    ]);
    expect(second).toContain('Jordan');
    expect(second).not.toContain(again);
    expect(second).not.toContain(question(1, 1));
  });
});

describe('inside jokes', () => {
  const insideJokes = [{ phrase: 'Pineapple pizza', meaning: 'our disastrous first date' }];

  it('are mentioned, with their meaning, only when one comes up in the turn', () => {
    const withJoke = composeReply(
      withTurn('Honestly this is like pineapple pizza all over again.', 'Ha, true.', {
        insideJokes,
      }),
    );
    expect(withJoke).toContain(
      'And I noticed “Pineapple pizza” made an appearance — your shorthand for “our disastrous first date”.',
    );
    const without = composeReply(makeContext({ insideJokes }));
    expect(without).not.toContain('Pineapple pizza');
  });
});

describe('determinism and honesty', () => {
  function everyContext(): TherapistContext[] {
    const contexts: TherapistContext[] = [];
    for (const language of THERAPIST_LANGUAGES)
      for (const sessionNumber of [1, 2, 3])
        for (let stepsAsked = 0; stepsAsked < 7; stepsAsked++)
          for (const [empathy, directness, messageLength] of [
            [9, 9, 9],
            [3, 3, 2],
            [6, 6, 6],
          ] as const)
            contexts.push(
              makeContext(
                {
                  sessionNumber,
                  stepsAsked,
                  style: {
                    language,
                    empathy,
                    directness,
                    messageLength,
                    formalLanguage: empathy === 3,
                  },
                },
                COUPLES[language],
              ),
            );
    return contexts;
  }

  it('gives the same reply for the same input', () => {
    for (const context of everyContext().slice(0, 60)) {
      expect(composeReply(structuredClone(context))).toBe(composeReply(context));
    }
  });

  it('never claims to be a person or a licensed clinician', () => {
    for (const context of everyContext()) {
      const reply = composeReply(context);
      expect(reply).not.toMatch(CLAIMS_TO_BE_HUMAN);
      expect(reply).not.toMatch(/\{\w+\}/); // and no placeholder is left unfilled
    }
  });

  it('catches a claim to be human (the check itself can fail)', () => {
    expect("Trust me, I'm a licensed therapist.").toMatch(CLAIMS_TO_BE_HUMAN);
    expect('As a therapist I would say…').toMatch(CLAIMS_TO_BE_HUMAN);
  });
});

describe('OfflineProvider', () => {
  it('is named offline', () => {
    expect(new OfflineProvider().name).toBe('offline');
  });

  it('streams the reply in a few pieces, one per sentence, before resolving', async () => {
    const context = makeContext();
    const deltas: string[] = [];
    const text = await new OfflineProvider().generate(context, {
      signal: new AbortController().signal,
      onDelta: (piece) => deltas.push(piece),
    });
    expect(text).toBe(composeReply(context));
    expect(deltas.join('')).toBe(text);
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas).toEqual(chunksOf(text));
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const reply = new OfflineProvider().generate(makeContext(), {
      signal: controller.signal,
      onDelta: (piece) => {
        deltas.push(piece);
        controller.abort(new Error('shutting down'));
      },
    });
    await expect(reply).rejects.toThrow('shutting down');
    expect(deltas).toHaveLength(1);

    const aborted = AbortSignal.abort();
    const none: string[] = [];
    await expect(
      new OfflineProvider().generate(makeContext(), {
        signal: aborted,
        onDelta: (p) => none.push(p),
      }),
    ).rejects.toBeDefined();
    expect(none).toEqual([]);
  });

  it('splits Mandarin at its own sentence marks', () => {
    expect(chunksOf('你好。我们开始吧！好吗？')).toEqual(['你好。', '我们开始吧！', '好吗？']);
    expect(chunksOf('One. Two? Three!\n\nFour.')).toEqual([
      'One. ',
      'Two? ',
      'Three!\n\n',
      'Four.',
    ]);
  });
});

describe('quotes within a quote', () => {
  it('take the marks of a quote within a quote in each language', () => {
    const words = 'Diré «tiempo muerto» y "ya" vuelvo';
    expect(new Phrasebook('spanish', false).quote(words)).toBe(
      '«Diré “tiempo muerto” y ‘ya’ vuelvo»',
    );
    expect(new Phrasebook('german', false).quote(words)).toBe(
      '„Diré ‚tiempo muerto‘ y ‘ya’ vuelvo“',
    );
    expect(new Phrasebook('english', false).quote(words)).toBe(
      '“Diré ‘tiempo muerto’ y ‘ya’ vuelvo”',
    );
  });
});

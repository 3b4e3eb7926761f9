import { describe, expect, it } from 'vitest';

import {
  SESSION_DEFAULT_STYLE,
  THERAPIST_LANGUAGES,
  type TherapistLanguage,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { composeReply } from './offline';
import { Phrasebook, STEP_REASK } from './phrases';
import { programFor } from './program';
import type { TherapistContext, TurnMessage } from './types';

// Issue 14, done when "no sentence repeated within a session": whole sessions of 16 turns, in
// every language, with the inputs that used to bring the same sentences back — short answers
// again and again, the same attack twice, the same question to the facilitator twice, a partner
// asking the therapist to answer alone, and replies long after the program is done.

/** A therapist message's sentences, as the conversation eval splits them (eval/lib/text.ts). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…][”»“"’)]?)\s+|(?<=[。！？][”」』]?)(?=\S)/u))
    .map((s) => s.trim())
    .filter((s) => normalized(s).length > 0);
}

function normalized(sentence: string): string {
  return sentence
    .normalize('NFC')
    .replace(/[’‘ʼ`´]/g, "'")
    .toLocaleLowerCase()
    .replace(/\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F/gu, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function repeatedSentences(messages: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const message of messages)
    for (const sentence of sentencesOf(message)) {
      const key = normalized(sentence);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
}

/** One turn: both partners' lines, or one partner's alone (they asked for a reply). */
type Turn = readonly [string, string] | readonly [string];

const NAMES: Readonly<Record<TherapistLanguage, readonly [string, string]>> = {
  english: ['Maya', 'Jordan'],
  spanish: ['Lucía', 'Diego'],
  french: ['Camille', 'Louis'],
  german: ['Lena', 'Jonas'],
  mandarin: ['小美', '阿杰'],
};

const SCRIPTS: Readonly<Record<TherapistLanguage, readonly Turn[]>> = {
  english: [
    ['Hi!', 'Hello.'],
    [
      'We keep drifting apart and I feel lonely in the evenings.',
      'I am exhausted after work and I need quiet first.',
    ],
    ['Honestly, we used to laugh a lot.'],
    ['We still cook together on Sundays.', 'Our walks with the dog.'],
    ['You never help with the dishes.', "That's not my fault, I work late."],
    ['You never help with the dishes.', 'Whatever.'],
    ['ok', 'idk'],
    [
      'My goal is to ask about your day before talking about mine, because you never ask.',
      'I will put my phone away at dinner.',
    ],
    ['Are you a real person?', 'Is it normal that we fight about small things?'],
    ['ok', 'ok'],
    ['Yes, that is fair.', 'Agreed.'],
    ['Are you a real person?', 'What should we do?'],
    ['Thanks.', 'Thanks.'],
    ['I feel hopeful for the first time in a while.', 'Me too, I am grateful we came.'],
    ['ok', 'idk'],
    ['You are so dramatic.', 'Whatever.'],
  ],
  spanish: [
    ['¡Hola!', 'Hola.'],
    [
      'Nos estamos distanciando y me siento sola por las noches.',
      'Llego agotado del trabajo y necesito un rato de calma.',
    ],
    ['La verdad es que antes nos reíamos mucho.'],
    ['Todavía cocinamos juntos los domingos.', 'Nuestros paseos con el perro.'],
    ['Nunca me ayudas con los platos.', 'No es mi culpa, trabajo hasta tarde.'],
    ['Nunca me ayudas con los platos.', 'Lo que sea.'],
    ['vale', 'no sé'],
    [
      'Mi objetivo es preguntarte por tu día antes de hablar del mío, porque nunca me preguntas.',
      'Voy a dejar el móvil durante la cena.',
    ],
    ['¿Eres una persona real?', '¿Es normal que discutamos por cosas pequeñas?'],
    ['vale', 'vale'],
    ['Sí, me parece justo.', 'De acuerdo.'],
    ['¿Eres una persona real?', '¿Qué podemos hacer?'],
    ['Gracias.', 'Gracias.'],
    ['Por primera vez en mucho tiempo tengo esperanza.', 'Yo también, estoy agradecido.'],
    ['vale', 'no sé'],
    ['Eres tan exagerada, es ridículo.', 'Lo que sea.'],
  ],
  french: [
    ['Bonjour !', 'Salut.'],
    [
      'On s’éloigne et je me sens seule le soir.',
      'Je rentre épuisé du travail et j’ai besoin de calme.',
    ],
    ['Avant, on riait beaucoup.'],
    ['On cuisine encore ensemble le dimanche.', 'Nos promenades avec le chien.'],
    ['Tu ne m’aides jamais avec la vaisselle.', 'Ce n’est pas ma faute, je travaille tard.'],
    ['Tu ne m’aides jamais avec la vaisselle.', 'Laisse tomber.'],
    ['ok', 'je sais pas'],
    [
      'Mon objectif est de te demander ta journée avant de parler de la mienne, parce que tu ne demandes jamais.',
      'Je vais poser mon téléphone pendant le dîner.',
    ],
    ['Es-tu une vraie personne ?', 'Est-ce normal qu’on se dispute pour des petites choses ?'],
    ['ok', 'ok'],
    ['Oui, c’est juste.', 'D’accord.'],
    ['Es-tu une vraie personne ?', 'Qu’en penses-tu ?'],
    ['Merci.', 'Merci.'],
    ['Pour la première fois depuis longtemps, j’ai de l’espoir.', 'Moi aussi, merci pour ça.'],
    ['ok', 'je sais pas'],
    ['Tu es tellement pathétique.', 'Laisse tomber.'],
  ],
  german: [
    ['Hallo!', 'Guten Abend.'],
    [
      'Wir leben uns auseinander und ich fühle mich abends einsam.',
      'Ich bin nach der Arbeit erschöpft und brauche erst Ruhe.',
    ],
    ['Früher haben wir viel gelacht.'],
    ['Wir kochen sonntags immer noch zusammen.', 'Unsere Spaziergänge mit dem Hund.'],
    ['Du hilfst mir nie beim Abwasch.', 'Das ist nicht meine Schuld, ich arbeite lange.'],
    ['Du hilfst mir nie beim Abwasch.', 'Vergiss es.'],
    ['ok', 'keine Ahnung'],
    [
      'Mein Ziel ist, dich nach deinem Tag zu fragen, bevor ich von meinem erzähle, weil du nie fragst.',
      'Ich werde beim Abendessen das Handy weglegen.',
    ],
    ['Bist du ein echter Mensch?', 'Ist das normal, dass wir uns über Kleinigkeiten streiten?'],
    ['ok', 'ok'],
    ['Ja, das ist fair.', 'Einverstanden.'],
    ['Bist du ein echter Mensch?', 'Was sollen wir tun?'],
    ['Danke.', 'Danke.'],
    ['Zum ersten Mal seit Langem habe ich Hoffnung.', 'Ich auch, ich bin dankbar dafür.'],
    ['ok', 'keine Ahnung'],
    ['Du bist so erbärmlich.', 'Vergiss es.'],
  ],
  mandarin: [
    ['你好！', '大家好。'],
    ['我们越来越疏远，晚上我觉得很孤独。', '下班后我很累，需要先安静一会儿。'],
    ['以前我们经常一起笑。'],
    ['我们周末还会一起做饭。', '我们一起遛狗的时候。'],
    ['你从来不帮我洗碗。', '这不是我的错，我加班到很晚。'],
    ['你从来不帮我洗碗。', '算了。'],
    ['好', '不知道'],
    ['我的目标是先问你今天过得怎样再说我自己的，因为你从来不问。', '我会在晚饭时把手机放下。'],
    ['你是真人吗？', '我们为小事吵架，这正常吗？'],
    ['好', '好'],
    ['是的，很公平。', '同意。'],
    ['你是真人吗？', '我们该怎么办？'],
    ['谢谢。', '谢谢。'],
    ['这么久以来我第一次觉得有希望。', '我也是，很感激我们来了。'],
    ['好', '不知道'],
    ['你真可悲。', '算了。'],
  ],
};

const STYLES: readonly Partial<TherapistStyle>[] = [
  {},
  { empathy: 9, directness: 9, messageLength: 9, usesEmojis: true },
  { empathy: 6, directness: 6, messageLength: 5, formalLanguage: true },
  { empathy: 3, directness: 3, messageLength: 2, usesEmojis: false, formalLanguage: true },
];

const at = '2026-01-01T10:00:00.000Z';

interface Played {
  replies: { text: string; context: TherapistContext }[];
  therapist: string[];
}

/** Plays a script as the server would: the step advances only on a reply to both partners. */
function play(
  language: TherapistLanguage,
  sessionNumber: number,
  style: Partial<TherapistStyle>,
  script: readonly Turn[] = SCRIPTS[language],
): Played {
  const L = new Phrasebook(language, style.formalLanguage ?? false);
  const [a, b] = NAMES[language];
  const steps = programFor(sessionNumber).steps.length;
  const history: TurnMessage[] = [
    {
      author: 'therapist',
      name: 'Therapist',
      content: L.t('welcome', { number: String(sessionNumber) }),
      timestamp: at,
    },
  ];
  const stepAnswers: Record<number, Partial<Record<'partnerA' | 'partnerB', string>>> = {};
  let stepsAsked = 0;
  const replies: Played['replies'] = [];
  script.forEach((lines, i) => {
    // The partner who asks alone alternates; in a full turn, A writes first.
    const authors: ('partnerA' | 'partnerB')[] =
      lines.length === 2 ? ['partnerA', 'partnerB'] : [i % 2 === 0 ? 'partnerA' : 'partnerB'];
    const turn = lines.map((content, k) => ({
      author: authors[k]!,
      name: authors[k] === 'partnerA' ? a : b,
      content,
      timestamp: at,
    })) as TherapistContext['turn'];
    if (stepsAsked > 0) {
      const answers = (stepAnswers[stepsAsked - 1] ??= {});
      for (const m of turn) {
        const author = m.author as 'partnerA' | 'partnerB';
        answers[author] = answers[author] ? `${answers[author]}\n${m.content}` : m.content;
      }
    }
    const context: TherapistContext = {
      sessionNumber,
      style: { ...SESSION_DEFAULT_STYLE, language, ...style },
      partnerA: { name: a },
      partnerB: { name: b },
      turn,
      alone: turn.length === 1,
      history: [...history],
      stepsAsked,
      stepAnswers: structuredClone(stepAnswers),
      earlierSessions:
        sessionNumber > 1
          ? [
              {
                sessionNumber: sessionNumber - 1,
                summary: '…',
                goals: [
                  { name: a, text: SCRIPTS[language][7]![0] },
                  { name: b, text: SCRIPTS[language][7]![1]! },
                ],
              },
            ]
          : [],
      insideJokes: [],
    };
    const text = composeReply(context);
    replies.push({ text, context });
    history.push(...turn, { author: 'therapist', name: 'Therapist', content: text, timestamp: at });
    if (!context.alone && stepsAsked < steps) stepsAsked += 1;
  });
  return {
    replies,
    therapist: history.filter((m) => m.author === 'therapist').map((m) => m.content),
  };
}

describe('no sentence is repeated within a session', () => {
  for (const language of THERAPIST_LANGUAGES)
    for (const sessionNumber of [1, 2, 3])
      it(`in ${language}, session ${sessionNumber}, in four styles, over ${SCRIPTS[language].length} turns`, () => {
        for (const style of STYLES) {
          const { replies, therapist } = play(language, sessionNumber, style);
          expect(repeatedSentences(therapist)).toEqual([]);
          for (const { text } of replies) expect(text.trim()).not.toBe('');
        }
      });

  it('(the check itself finds a sentence said twice, whatever its case, punctuation or emoji)', () => {
    expect(repeatedSentences(['Hello there. Let us begin!', 'let us begin 🙂'])).toEqual([
      'let us begin',
    ]);
    expect(repeatedSentences(['你好。我们开始吧！', '我们开始吧。'])).toEqual(['我们开始吧']);
  });

  it('never leaves out the program’s question: each step is asked, and an open one asked again in other words', () => {
    for (const language of THERAPIST_LANGUAGES)
      for (const sessionNumber of [1, 2, 3])
        for (const style of STYLES) {
          const L = new Phrasebook(language, style.formalLanguage ?? false);
          const program = programFor(sessionNumber);
          for (const { text, context } of play(language, sessionNumber, style).replies) {
            if (context.alone) {
              if (context.stepsAsked === 0) continue;
              const open = program.steps[context.stepsAsked - 1]!;
              expect(text).toContain(L.localized(STEP_REASK[open.id]));
              expect(text).not.toContain(L.localized(open.question));
            } else if (context.stepsAsked < program.steps.length) {
              expect(text).toContain(L.localized(program.steps[context.stepsAsked]!.question));
            }
          }
        }
  });
});

describe('the fixed texts are in the couple’s language', () => {
  const ENGLISH_WORDS = new Set([
    'the',
    'you',
    'your',
    'and',
    'we',
    'what',
    'that',
    'this',
    'with',
    'are',
    'is',
    'to',
    'of',
    'thank',
  ]);
  /** The therapist's own words: partners' quoted words and names taken out. */
  const ownWords = (text: string, language: TherapistLanguage) => {
    let out = text.replace(/«[^»]*»|“[^”]*”|„[^“]*“|‘[^’]*’/gu, ' ');
    for (const name of NAMES[language]) out = out.replaceAll(name, ' ');
    return out;
  };

  for (const language of THERAPIST_LANGUAGES.filter((l) => l !== 'english'))
    it(`in ${language}, through the whole session and after it (wrap-up, answering alone)`, () => {
      for (const sessionNumber of [1, 2, 3])
        for (const style of STYLES)
          for (const { text } of play(language, sessionNumber, style).replies) {
            const own = ownWords(text, language);
            // The persona's name (Dr. Emma) is the one Latin word a Mandarin reply may hold.
            if (language === 'mandarin')
              expect(own.replace(/Dr\. (Emma|James|Olivia)/g, '')).not.toMatch(/[A-Za-z]{2,}/);
            const words = own.toLocaleLowerCase().split(/[^\p{L}']+/u);
            expect(words.filter((w) => ENGLISH_WORDS.has(w))).toEqual([]);
          }
    });

  it('(the check itself finds English words in a reply)', () => {
    const words = ownWords('Lucía, «hola». Thank you both for the work.', 'spanish')
      .toLocaleLowerCase()
      .split(/[^\p{L}']+/u);
    expect(words.filter((w) => ENGLISH_WORDS.has(w))).toEqual(['thank', 'you', 'the']);
  });
});

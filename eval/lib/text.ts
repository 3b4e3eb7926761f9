import { THERAPIST_LANGUAGES, type TherapistLanguage } from '@kindred/shared/therapist-style';

import type { Horseman } from '@/therapist/horsemen';
import {
  HORSEMAN_NAMES,
  Phrasebook,
  STEP_LEARN,
  STEP_QUESTIONS,
  type StepId,
} from '@/therapist/phrases';

// Text helpers of the metrics: sentences, normalisation, the program's own texts.

const APOSTROPHES = /[’‘ʼ`´]/g;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F/gu;

/** For containment checks: NFC, one kind of apostrophe, single spaces. */
export function flat(text: string): string {
  return text.normalize('NFC').replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
}

/** For comparing sentences: lower case, no emojis, punctuation or symbols, single spaces. */
export function normalizeSentence(text: string): string {
  return flat(text)
    .toLocaleLowerCase()
    .replace(EMOJI, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A message's sentences: split on line breaks, on . ! ? … followed by a space (a closing quote
 * may come between), and after the CJK full stops, which need no space.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…][”»“"’)]?)\s+|(?<=[。！？][”」』]?)(?=\S)/u))
    .map((s) => s.trim())
    .filter((s) => normalizeSentence(s).length > 0);
}

/** Case-insensitive containment (names, horsemen). */
export function mentions(text: string, word: string): boolean {
  return flat(text).toLocaleLowerCase().includes(flat(word).toLocaleLowerCase());
}

const REGISTERS = [false, true] as const;

/** A localized text as the therapist renders it, in every language and both registers. */
function renderings(entry: Parameters<Phrasebook['localized']>[0]): string[] {
  const out = new Set<string>();
  for (const language of THERAPIST_LANGUAGES)
    for (const formal of REGISTERS)
      out.add(flat(new Phrasebook(language, formal).localized(entry)));
  return [...out];
}

const QUESTION_TEXTS: readonly (readonly [StepId, string])[] = (
  Object.keys(STEP_QUESTIONS) as StepId[]
).flatMap((id) => renderings(STEP_QUESTIONS[id]).map((text) => [id, text] as const));

/** The program steps whose question (any language, either register) the message contains. */
export function stepsAsked(text: string): StepId[] {
  const message = flat(text);
  const found = new Set<StepId>();
  for (const [id, question] of QUESTION_TEXTS) if (message.includes(question)) found.add(id);
  return [...found];
}

/** The program's own teaching texts (questions, explanations): they name all four horsemen. */
const PROGRAM_TEXTS: readonly string[] = (Object.keys(STEP_QUESTIONS) as StepId[])
  .flatMap((id) => [...renderings(STEP_QUESTIONS[id]), ...renderings(STEP_LEARN[id])])
  .sort((x, y) => y.length - x.length);

/** The message without the program's questions and explanations. */
export function withoutProgramText(text: string): string {
  let message = flat(text);
  for (const program of PROGRAM_TEXTS)
    if (message.includes(program)) message = message.split(program).join(' ');
  return message;
}

/** The name of a horseman as it appears in running text: no article, no gloss in brackets. */
function bareName(name: string): string {
  return flat(name)
    .replace(/[（(].*$/u, '')
    .replace(/^(?:la |le |les |l')/i, '')
    .trim();
}

/** The text without quotations (a partner's words quoted back are not the therapist naming). */
export function withoutQuotes(text: string): string {
  return text.replace(/“[^”]*”|«[^»]*»|„[^“”]*[“”]|"[^"]*"|「[^」]*」/gu, ' ');
}

/** Each horseman's names: the language's and the English one (an LLM may gloss in English). */
export function horsemanNames(language: TherapistLanguage): Record<Horseman, string[]> {
  const ids = Object.keys(HORSEMAN_NAMES) as Horseman[];
  return Object.fromEntries(
    ids.map((id) => [
      id,
      [...new Set([bareName(HORSEMAN_NAMES[id][language]), HORSEMAN_NAMES[id].english])],
    ]),
  ) as Record<Horseman, string[]>;
}

/** The horsemen a text names. */
export function horsemenNamed(text: string, language: TherapistLanguage): Horseman[] {
  const names = horsemanNames(language);
  return (Object.keys(names) as Horseman[]).filter((id) =>
    names[id].some((name) => mentions(text, name)),
  );
}

// --- Overlap of the session-1 goals with session 2 ------------------------------------------

const STOPWORDS: Readonly<Record<Exclude<TherapistLanguage, 'mandarin'>, string>> = {
  english:
    'a an the and or but so to of in on at for with from by about as into over after before up out off than then too very just really also even still more most less much many some any each every other another this that these those there here what which who whom whose when where why how all both either neither not no nor only own same such can could would should will shall may might must do does did done doing have has had having be is are was were been being am i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs one ones want wants wanted like likes would let lets try trying make makes get gets got go going think feel feels felt need needs say said tell told know yes yeah okay ok maybe thing things something way time times lot little bit week weeks day days goal goals mine',
  spanish:
    'el la los las un una unos unas y o pero que de del a al en con por para sin sobre como más menos muy ya también solo sólo cada todo toda todos todas otro otra este esta estos estas ese esa eso esto lo le les se me te nos os mi mis tu tus su sus yo tú él ella nosotros vosotros ellos ellas usted ustedes es son ser estar está están era fue hay he ha han hemos quiero quiere queremos gustaría poder puedo podemos hacer algo vez veces semana día días cuando donde qué cómo porque sí no bueno objetivo objetivos mío mía',
  french:
    'le la les un une des et ou mais que qui de du au aux en dans avec par pour sans sur comme plus moins très déjà aussi seulement chaque tout toute tous toutes autre ce cet cette ces ça cela il elle ils elles on nous vous je tu me te se mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs est sont être avoir ai as a avons avez ont fait faire veux veut voudrais voudrait aimerais pouvoir peux peut chose fois semaine jour jours quand où quoi comment parce oui non bien objectif objectifs mien mienne',
  german:
    'der die das den dem des ein eine einen einem einer und oder aber dass von zu zum zur in im an am auf mit für ohne über wie mehr weniger sehr schon auch nur jede jeder jedes alle alles andere dieser diese dieses es er sie wir ihr ich du mich dich mir dir uns euch mein meine dein deine sein seine unser euer ist sind war waren sein haben habe hat hatte wird werden will wollen möchte möchten kann können mal etwas woche wochen tag tage wenn wann wo was warum ja nein nicht kein keine gut ziel ziele meins',
};

const stopwords = Object.fromEntries(
  Object.entries(STOPWORDS).map(([language, list]) => [language, new Set(list.split(' '))]),
) as Record<keyof typeof STOPWORDS, Set<string>>;

const HAN = /\p{Script=Han}/u;

/** Clauses: no key spans punctuation (a sentence end, a comma, a quotation mark). */
const CLAUSE_BREAK = /[.!?;:,…()[\]"“”«»„‘’「」『』。！？；：，、—–-]+/u;

/**
 * What identifies a goal in other words: pairs of content words at most two stopwords apart
 * within a clause (Latin scripts), or runs of three Han characters within a clause (Mandarin).
 */
export function goalKeys(text: string, language: TherapistLanguage): string[] {
  const keys = new Set<string>();
  for (const clause of flat(text).toLocaleLowerCase().split(CLAUSE_BREAK)) {
    if (language === 'mandarin') {
      const han = [...clause].filter((c) => HAN.test(c));
      for (let i = 0; i + 3 <= han.length; i++) keys.add(han.slice(i, i + 3).join(''));
      continue;
    }
    const words = clause.match(/[\p{L}\p{N}]+/gu) ?? [];
    const content = words.flatMap((w, i) =>
      w.length >= 3 && !stopwords[language].has(w) ? [{ w, i }] : [],
    );
    for (let k = 0; k + 1 < content.length; k++) {
      const [x, y] = [content[k]!, content[k + 1]!];
      if (y.i - x.i <= 3) keys.add(`${x.w} ${y.w}`);
    }
  }
  return [...keys];
}

/** The keys a text contains, in the same terms as `goalKeys`. */
export function keysIn(text: string, language: TherapistLanguage): Set<string> {
  return new Set(goalKeys(text, language));
}

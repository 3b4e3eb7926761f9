// Every fixed phrase of the offline facilitator, in the five languages. The phrases themselves
// are data, one file per language in ./phrases/<language>.json; this module types them, turns
// them into tables by key, and renders them.
//
// A phrase is either one string (the same in both registers) or { informal, formal }. In the
// formal register the facilitator uses the polite "you" (usted/ustedes, vous, Sie, 您/二位) and,
// in English, no contractions (applied automatically by `decontract`). Informal Spanish speaks
// to the couple as vosotros, German as ihr, Mandarin as 你们; French uses vous for two people in
// both registers and differs when it speaks to one partner (tu / vous).
//
// Placeholders: {name} {a} {b} {first} {second} {writer} — names; {therapist} — the couple's
// persona's name; {q} {qa} {qb} {phrase} {meaning} {example} — already quoted text; {feeling}
// {topic} {horseman} {antidote} {n} — grammar words, substituted before the language's
// contractions (es "de el" → "del").
//
// Each file holds: `questions` (each program step's question), `reask` (the question again, in
// other words, to the one partner who has not answered it yet), `learn` (the idea behind a step,
// for detailed replies), `feelings` (English: an adjective, "you're feeling lonely"; the others: a
// noun phrase without gender), `topics`, `horsemen` (their names), `antidotes` (described, `long`,
// and named, `short`), `examples` (what a partner could say instead: partner to partner, so in the
// familiar register) and `phrases` (the sentences, each with its variants; e.g. `welcome` is the
// therapist's first words in a session, `alone.invite` and `alone.hear` invite the other partner
// back after one asked for a reply alone, `memory.goals` recalls last session's goals).

import { THERAPIST_LANGUAGES, type TherapistLanguage } from '@kindred/shared/therapist-style';

import type { Horseman } from './horsemen';
import english from './phrases/english.json';
import french from './phrases/french.json';
import german from './phrases/german.json';
import mandarin from './phrases/mandarin.json';
import spanish from './phrases/spanish.json';

export interface Registers {
  informal: string;
  formal: string;
}
export type Text = string | Registers;
export type Localized = Readonly<Record<TherapistLanguage, Text>>;
type LocalizedVariants = Readonly<Record<TherapistLanguage, readonly Text[]>>;

/** The keys are those of the English file; the compiler checks that every language has them all. */
export type StepId = keyof typeof english.questions;
export type FeelingId = keyof typeof english.feelings;
export type TopicId = keyof typeof english.topics;
export type ExampleId = keyof typeof english.examples;
export type PhraseKey = keyof typeof english.phrases;

/** One language's file. */
interface PhraseFile {
  questions: Readonly<Record<StepId, Text>>;
  reask: Readonly<Record<StepId, Text>>;
  learn: Readonly<Record<StepId, Text>>;
  feelings: Readonly<Record<FeelingId, string>>;
  topics: Readonly<Record<TopicId, string>>;
  horsemen: Readonly<Record<Horseman, string>>;
  antidotes: Readonly<Record<Horseman, { long: string; short: string }>>;
  examples: Readonly<Record<ExampleId, string>>;
  phrases: Readonly<Record<PhraseKey, readonly Text[]>>;
}

const FILES: Readonly<Record<TherapistLanguage, PhraseFile>> = {
  english,
  spanish,
  french,
  german,
  mandarin,
};

/** One part of the files as a table by key, then by language (`STEP_QUESTIONS[id].french`). */
function byKey<K extends string, V>(
  part: (file: PhraseFile) => Readonly<Record<K, V>>,
): Readonly<Record<K, Readonly<Record<TherapistLanguage, V>>>> {
  const keys = Object.keys(part(FILES.english)) as K[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      Object.fromEntries(
        THERAPIST_LANGUAGES.map((language) => [language, part(FILES[language])[key]]),
      ),
    ]),
  ) as Record<K, Record<TherapistLanguage, V>>;
}

/** Each program step's question. */
export const STEP_QUESTIONS: Readonly<Record<StepId, Localized>> = byKey((f) => f.questions);
/** Each step's question asked again, in other words, to the partner who has not answered it. */
export const STEP_REASK: Readonly<Record<StepId, Localized>> = byKey((f) => f.reask);
/** A short explanation of the idea behind each step, for detailed replies (message length > 7). */
export const STEP_LEARN: Readonly<Record<StepId, Localized>> = byKey((f) => f.learn);
export const FEELINGS = byKey((f) => f.feelings);
export const TOPICS = byKey((f) => f.topics);
export const HORSEMAN_NAMES = byKey((f) => f.horsemen);
export const ANTIDOTES = byKey((f) => f.antidotes);
export const EXAMPLES = byKey((f) => f.examples);
export const PHRASES: Readonly<Record<PhraseKey, LocalizedVariants>> = byKey((f) => f.phrases);

// ---------------------------------------------------------------------------------------------
// Rendering.

const CONTRACTIONS: Readonly<Record<string, string>> = {
  "i'm": 'I am',
  "i've": 'I have',
  "i'd": 'I would',
  "i'll": 'I will',
  "you're": 'you are',
  "you've": 'you have',
  "you'd": 'you would',
  "you'll": 'you will',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "here's": 'here is',
  "what's": 'what is',
  "who's": 'who is',
  "let's": 'let us',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "can't": 'cannot',
  "won't": 'will not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "couldn't": 'could not',
  "wouldn't": 'would not',
  "shouldn't": 'should not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "we're": 'we are',
  "we've": 'we have',
  "we'll": 'we will',
  "they're": 'they are',
  "it'll": 'it will',
};
const CONTRACTION_PATTERN = new RegExp(
  `\\b(?:${Object.keys(CONTRACTIONS)
    .map((c) => c.replace("'", "['\u2019]"))
    .join('|')})(?![\\w'\u2019])`,
  'gi',
);

/** English formal register: "you're" → "you are", "Let's" → "Let us" (not possessives). */
export function decontract(text: string): string {
  return text.replace(CONTRACTION_PATTERN, (word) => {
    const expanded = CONTRACTIONS[word.toLowerCase().replace('\u2019', "'")] ?? word;
    if (word === word.toUpperCase() && word.length > 1 && /[A-Z]{2}/.test(word))
      return expanded.toUpperCase();
    return word[0] === word[0]!.toUpperCase()
      ? expanded[0]!.toUpperCase() + expanded.slice(1)
      : expanded;
  });
}

/** Words that belong to the sentence's grammar; substituted before the language's contractions. */
const GRAMMAR_VARS = new Set(['feeling', 'topic', 'horseman', 'antidote', 'n']);

/**
 * A preposition before a grammar word contracts with its article: es "de el" → "del",
 * "a el" → "al"; fr "de le" → "du", "de les" → "des", "à le" → "au". Only at that junction,
 * so the facilitator's other words and the partners' quotes are never touched.
 */
function joinPreposition(language: TherapistLanguage, preposition: string, value: string): string {
  if (language === 'spanish' && value.startsWith('el '))
    return `${preposition === 'de' ? 'del' : preposition === 'a' ? 'al' : preposition + ' el'} ${value.slice(3)}`;
  if (language === 'french') {
    if (value.startsWith('le ') && (preposition === 'de' || preposition === 'à'))
      return `${preposition === 'de' ? 'du' : 'au'} ${value.slice(3)}`;
    if (value.startsWith('les ') && (preposition === 'de' || preposition === 'à'))
      return `${preposition === 'de' ? 'des' : 'aux'} ${value.slice(4)}`;
  }
  return `${preposition} ${value}`;
}

/** « » inside a partner's quote, in the marks a quote within a quote takes in each language. */
const INNER_QUOTE: Readonly<Record<TherapistLanguage, string>> = {
  english: '‘$1’',
  spanish: '“$1”',
  french: '“$1”',
  german: '‚$1‘',
  mandarin: '‘$1’',
};

const pickRegister = (text: Text, formal: boolean) =>
  typeof text === 'string' ? text : formal ? text.formal : text.informal;

/** The facilitator's phrases in one language and register. */
export class Phrasebook {
  constructor(
    readonly language: TherapistLanguage,
    readonly formal: boolean,
  ) {}

  /** How many variants a phrase has (for a deterministic choice among them). */
  variants(key: PhraseKey): number {
    return PHRASES[key][this.language].length;
  }

  /** One phrase with its placeholders filled; `pick` chooses among variants (modulo). */
  t(key: PhraseKey, vars: Readonly<Record<string, string>> = {}, pick = 0): string {
    const variants = PHRASES[key][this.language];
    return this.render(variants[pick % variants.length]!, vars);
  }

  /** Any localized text (program question, explanation) in this register. */
  render(text: Text, vars: Readonly<Record<string, string>> = {}): string {
    let out = pickRegister(text, this.formal);
    if (this.formal && this.language === 'english') out = decontract(out);
    if (this.language === 'french') out = out.replaceAll("'", '’');
    out = out.replace(
      /(?<=^|[\s(])(?:(de|a|à) )?\{(\w+)\}/g,
      (whole, preposition: string | undefined, name: string) => {
        const value = vars[name];
        if (!GRAMMAR_VARS.has(name) || value === undefined) return whole;
        return preposition ? joinPreposition(this.language, preposition, value) : value;
      },
    );
    return out.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
  }

  /** A text given in every language (program question, explanation), in this language. */
  localized(entry: Localized, vars: Readonly<Record<string, string>> = {}): string {
    return this.render(entry[this.language], vars);
  }

  /** A partner's words, in the language's quotation marks. */
  quote(words: string): string {
    // Quotation marks inside a quote become single ones (or the other kind, for « »).
    const text = words
      .replace(/"([^"\n]*)"/g, '‘$1’')
      .replace(/«\s?([^«»\n]*?)\s?»/g, INNER_QUOTE[this.language]);
    switch (this.language) {
      case 'spanish':
        return `«${text}»`;
      case 'french':
        return `« ${text} »`;
      case 'german':
        return `„${text}“`;
      case 'mandarin':
        return `“${text}”`;
      default:
        return `“${text}”`;
    }
  }

  /** French sets the typographic apostrophe, in the words slotted in as in the sentences. */
  private word(text: string): string {
    return this.language === 'french' ? text.replaceAll("'", '’') : text;
  }

  feeling(id: FeelingId): string {
    return this.word(FEELINGS[id][this.language]);
  }

  topic(id: TopicId): string {
    return this.word(TOPICS[id][this.language]);
  }

  horseman(id: Horseman): string {
    return this.word(HORSEMAN_NAMES[id][this.language]);
  }

  antidote(id: Horseman, form: 'long' | 'short'): string {
    return this.word(ANTIDOTES[id][this.language][form]);
  }

  example(id: ExampleId): string {
    const text = EXAMPLES[id][this.language];
    return this.quote(this.formal && this.language === 'english' ? decontract(text) : text);
  }

  /** Sentences of one paragraph: Mandarin runs them together, the others use a space. */
  sentences(parts: readonly string[]): string {
    return parts.filter((p) => p.length > 0).join(this.language === 'mandarin' ? '' : ' ');
  }
}

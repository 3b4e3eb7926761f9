import {
  SAFETY_CATEGORIES,
  SAFETY_SEVERITIES,
  type SafetyCategory,
  type SafetyLanguage,
  type SafetySeverity,
} from '@kindred/shared/safety';

import type { Negation } from '@/lib/text-patterns/negation';
import { BOUNDARY, fold, tokenize } from '@/lib/text-patterns/tokens';

import de from './lexicon/de.json';
import en from './lexicon/en.json';
import es from './lexicon/es.json';
import fr from './lexicon/fr.json';
import zh from './lexicon/zh.json';

/**
 * Compiles the lexicon JSON into token matchers (no regular expressions at all).
 *
 * Pattern DSL, space-separated elements, all matched against consecutive tokens of one clause:
 *   @NAME        any entry of the term list NAME (an entry may be several words: "better off");
 *                `@PAST_YEAR` is built in: every year from 1950 to last year (`builtInTerms`)
 *   word, stem*  a literal word, or any word starting with the stem
 *   [a|b c|d*]   inline alternatives (each may be several words, `@NAME` or `$`)
 *   x?           any element may be optional (`@ADV?`, `[really|so]?`)
 *   ~N           up to N arbitrary tokens (for Chinese, N characters: each Han character is a token)
 *   $            the end of the clause
 * A rule with `"span": "text"` may let its gaps cross clause boundaries (a boundary counts as one
 * token); every other gap stops at the end of the clause. In a `negatable` rule the gaps may not
 * skip a negator, and a negator among the 3 tokens before the match cancels it unless a releaser
 * ("anymore", "again") follows later in the clause. `unless` patterns cancel a match when they
 * match anywhere in the same clause(s); a language's `figures` cancel any of its matches they
 * overlap ("killing me" in "this commute is killing me"), or, written `{ pattern, categories }`,
 * only the matches of those categories' rules ("birth control" is no suicide means, but
 * "he flushed my birth control" is coercion). A language's `resolved` lists (past, safe, recent)
 * cancel a text's matches when it tells its risk as resolved history (`Resolved`). A language's
 * `categoryUnless` lists the exceptions every rule of a category shares (for self-harm: a friend's
 * or a patient's story, "just an expression", "I'm not suicidal", "that was three years ago"),
 * added to each rule's own `unless` unless the rule says `"categoryUnless": false`.
 */

interface RuleJson {
  id: string;
  category: string;
  severity: string;
  pattern: string;
  unless?: string[];
  negatable?: boolean;
  span?: string;
  /** false: the lexicon's `categoryUnless` for this rule's category does not apply to it. */
  categoryUnless?: false;
}
export interface LexiconJson {
  language: string;
  script?: string;
  terms: Record<string, string[]>;
  negators: string[];
  negatorExceptions?: string[];
  releasers?: string[];
  /** A figure is a pattern, or `{ pattern, categories }` to cancel only those categories' matches. */
  figures?: (string | { pattern: string; categories: string[] })[];
  frames?: string[];
  /** History told as resolved: see `Resolved`. */
  resolved?: { past: string[]; safe: string[]; recent: string[] };
  /** Exceptions every rule of a category takes besides its own `unless` (unless it opts out). */
  categoryUnless?: Record<string, string[]>;
  rules: RuleJson[];
}

interface WordMatcher {
  word: string;
  stem: boolean;
}
/**
 * A term list. Entries without a stem are kept as whole normalised strings ("better off", "想 死")
 * in one Set, gated by their first word, so compiling allocates almost nothing per entry; the
 * few entries with a stem (`hit*`) are indexed by their first 1–3 letters.
 */
export interface TermSet {
  exact: Set<string>;
  firstWords: Set<string>;
  maxWords: number;
  stems: Map<string, (readonly WordMatcher[])[]>;
  /** Named term lists a bracket includes (`[@KIDS|him|her]`): shared, not copied entry by entry. */
  parts?: readonly TermSet[];
}

export type Element =
  | { kind: 'term'; set: TermSet; optional: boolean; orEnd?: boolean }
  | { kind: 'gap'; max: number }
  | { kind: 'end' };
export type Pattern = readonly Element[];
/** A figure of speech; with `categories`, it cancels only matches of rules of those categories. */
export interface Figure {
  pattern: Pattern;
  categories?: ReadonlySet<SafetyCategory>;
}

/**
 * History told as resolved: a text with a past marker ("twelve years ago", "hace diez años") and
 * a statement of present safety ("I feel safe with him", "lo superé"), and no sign of anything
 * recent ("yesterday", "again"), cancels every match of the language's rules in it.
 */
export interface Resolved {
  past: readonly Pattern[];
  safe: readonly Pattern[];
  recent: readonly Pattern[];
}

export interface CompiledRule {
  id: string;
  category: SafetyCategory;
  severity: SafetySeverity;
  language: SafetyLanguage;
  pattern: Pattern;
  unless: () => readonly Pattern[];
  negatable: boolean;
  crossClauses: boolean;
  lexicon: CompiledLexicon;
}
export interface CompiledLexicon {
  language: SafetyLanguage;
  /** The language's negators (within 3 words before a match) and their exceptions. */
  negation: Negation;
  releasers: ReadonlySet<string>;
  figures: readonly Figure[];
  /** Patterns that cancel every match of the language in their clause ("in the movie"). */
  frames: readonly Pattern[];
  resolved?: Resolved;
  rules: readonly CompiledRule[];
}

export const STEM_KEY = 3;
/** How many tokens before a match a negator cancels it. */
const NEGATION_WINDOW = 3;

const PLAIN = /^[a-z]+$/;
const MARKS = /[\u0300-\u036f]/g;
/**
 * Fast paths for lexicon entries: plain words, and runs of the main Han block (which NFKC leaves
 * as they are); anything else goes through the tokeniser.
 */
const HAN_RUN = /^[\u4e00-\u9fff]+$/;
const wordCache = new Map<string, readonly string[]>();

/** Tokens of one lexicon word; plain lower-case ASCII words skip the full normaliser. */
function tokensOf(part: string): readonly string[] {
  let tokens = wordCache.get(part);
  if (!tokens) {
    const latin = PLAIN.test(part) ? part : part.normalize('NFD').replace(MARKS, '');
    if (PLAIN.test(latin)) tokens = [fold(latin)];
    else if (HAN_RUN.test(part)) tokens = Array.from(part);
    else
      tokens = tokenize(part)
        .filter((t) => t !== BOUNDARY)
        .map(fold);
    wordCache.set(part, tokens);
  }
  return tokens;
}

const entryCache = new Map<string, readonly WordMatcher[]>();

/** The words of one entry ("threw * at" → three matchers), cached: entries repeat across rules. */
function wordsOf(entry: string): readonly WordMatcher[] {
  let words = entryCache.get(entry);
  if (!words) {
    words = parseEntry(entry);
    entryCache.set(entry, words);
  }
  return words;
}

function parseEntry(entry: string): WordMatcher[] {
  const out: WordMatcher[] = [];
  for (const part of entry.trim().split(' ')) {
    if (part === '') continue;
    const stem = part.endsWith('*');
    const tokens = tokensOf(stem ? part.slice(0, -1) : part);
    tokens.forEach((t, i) => out.push({ word: t, stem: stem && i === tokens.length - 1 }));
  }
  return out;
}

const PLAIN_PHRASE = /^[a-z]+(?: [a-z]+)*$/;
const phraseCache = new Map<string, string>();

/**
 * The normalised form of an entry without a stem: its folded tokens joined by single spaces.
 * Plain lower-case words (once accents are stripped) and runs of Han characters take a short
 * path; anything else (apostrophes, hyphens, digits, ß) goes through the full tokeniser.
 */
function phraseOf(entry: string): string {
  let phrase = phraseCache.get(entry);
  if (phrase === undefined) {
    if (PLAIN_PHRASE.test(entry)) phrase = fold(entry);
    else if (HAN_RUN.test(entry)) phrase = Array.from(entry).join(' ');
    else {
      const latin = entry.normalize('NFD').replace(MARKS, '');
      phrase = PLAIN_PHRASE.test(latin)
        ? fold(latin)
        : entry
            .trim()
            .split(' ')
            .flatMap((part) => (part === '' ? [] : tokensOf(part)))
            .join(' ');
    }
    phraseCache.set(entry, phrase);
  }
  return phrase;
}

function termSet(entries: readonly string[]): TermSet {
  const set: TermSet = { exact: new Set(), firstWords: new Set(), maxWords: 0, stems: new Map() };
  for (const entry of entries) {
    if (entry.includes('*')) {
      const words = wordsOf(entry);
      const first = words[0];
      if (!first) continue;
      const key = first.word.slice(0, STEM_KEY);
      const list = set.stems.get(key);
      if (list) list.push(words);
      else set.stems.set(key, [words]);
      continue;
    }
    const phrase = phraseOf(entry);
    if (phrase === '') continue;
    set.exact.add(phrase);
    const space = phrase.indexOf(' ');
    set.firstWords.add(space < 0 ? phrase : phrase.slice(0, space));
    let words = 1;
    for (let i = space; i >= 0; i = phrase.indexOf(' ', i + 1)) words += 1;
    if (words > set.maxWords) set.maxWords = words;
  }
  return set;
}

/** Splits a pattern on spaces outside brackets: "[a b|c] ~2 x" → ["[a b|c]", "~2", "x"]. */
function splitPattern(source: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= source.length; i += 1) {
    const ch = source[i];
    if (ch === '[') depth += 1;
    else if (ch === ']') depth -= 1;
    else if ((ch === ' ' && depth === 0) || ch === undefined) {
      if (i > start) items.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return items;
}

const inlineSets = new Map<string, TermSet>();
const bracketSets = new Map<string, { set: TermSet; orEnd: boolean }>();

/** Inline alternatives repeat across rules ("[him|her]"): one TermSet per distinct list. */
function inlineSet(entries: readonly string[]): TermSet {
  const key = entries.join('|');
  let set = inlineSets.get(key);
  if (!set) {
    set = termSet(entries);
    inlineSets.set(key, set);
  }
  return set;
}

function parsePattern(
  source: string,
  lists: ReadonlyMap<string, TermSet>,
  where: string,
  raw: Readonly<Record<string, string[]>> = {},
): Element[] {
  const elements: Element[] = [];
  // Elements: [..]?, ~N, @NAME?, word?
  for (const item of splitPattern(source)) {
    const optional = item.endsWith('?') && item.length > 1;
    const body = optional ? item.slice(0, -1) : item;
    if (body === '$') {
      elements.push({ kind: 'end' });
    } else if (/^~\d+$/.test(body)) {
      elements.push({ kind: 'gap', max: Number(body.slice(1)) });
    } else if (body.startsWith('@')) {
      const set = lists.get(body.slice(1));
      if (!set) unknown(body, where);
      elements.push({ kind: 'term', set, optional });
    } else if (body.startsWith('[')) {
      // Inside brackets, `@NAME` adds every entry of that list. The same bracket text recurs
      // across rules, so its TermSet is built once per lexicon.
      const key = `${where.slice(0, 2)}${body}`;
      let cached = bracketSets.get(key);
      if (!cached) {
        const entries = body.slice(1, -1).split('|');
        const literal = entries.filter((e) => e !== '$' && !e.startsWith('@'));
        const parts = entries
          .filter((e) => e.startsWith('@'))
          .map(
            (e) =>
              lists.get(e.slice(1)) ??
              (raw[e.slice(1)] ? termSet(raw[e.slice(1)]!) : unknown(e, where)),
          );
        const own = inlineSet(literal);
        const set = parts.length === 0 ? own : { ...own, parts };
        cached = { set, orEnd: entries.includes('$') };
        bracketSets.set(key, cached);
      }
      elements.push({ kind: 'term', set: cached.set, optional, orEnd: cached.orEnd });
    } else {
      elements.push({ kind: 'term', set: inlineSet([body]), optional });
    }
  }
  if (elements[0]?.kind !== 'term')
    throw new Error(`safety lexicon: ${where} must start with a term`);
  return elements;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function unknown(name: string, where: string): never {
  throw new Error(`safety lexicon: unknown term list ${name} in ${where}`);
}

/** The first year `@PAST_YEAR` lists: history older than this is told in other words. */
const FIRST_PAST_YEAR = 1950;

/**
 * Term lists every lexicon has without listing them: `PAST_YEAR`, every year from 1950 to the
 * one before `now`'s ("deswegen hab ich 2013 schluss gemacht"), so the resolved-history lists do
 * not age: a year the server is in is not past history.
 */
function builtInTerms(now: Date): Record<string, string[]> {
  const years: string[] = [];
  for (let year = FIRST_PAST_YEAR; year < now.getFullYear(); year += 1) years.push(String(year));
  return { PAST_YEAR: years };
}

export function compileLexicon(json: LexiconJson, now: Date = new Date()): CompiledLexicon {
  const language = json.language as SafetyLanguage;
  const lists = new Map<string, TermSet>();
  const builtIn = builtInTerms(now);
  for (const name of Object.keys(builtIn)) {
    if (name in json.terms) throw new Error(`safety lexicon: ${language} redefines @${name}`);
  }
  const terms = { ...json.terms, ...builtIn };
  for (const [name, entries] of Object.entries(terms)) lists.set(name, termSet(entries));
  const normWords = (words: readonly string[] | undefined) =>
    new Set((words ?? []).flatMap((w) => wordsOf(w).map((m) => m.word)));
  const lexicon: CompiledLexicon = {
    language,
    negation: {
      negators: normWords(json.negators),
      exceptions: normWords(json.negatorExceptions),
      window: NEGATION_WINDOW,
    },
    releasers: normWords(json.releasers),
    figures: (json.figures ?? []).map((f): Figure => {
      const source = typeof f === 'string' ? f : f.pattern;
      const pattern = parsePattern(source, lists, `${language} figure ${source}`, terms);
      if (typeof f === 'string') return { pattern };
      return { pattern, categories: categoriesOf(f.categories, `${language} figure ${source}`) };
    }),
    frames: (json.frames ?? []).map((f) => parsePattern(f, lists, `${language} frame ${f}`, terms)),
    rules: [],
  };
  if (json.resolved) {
    const { past, safe, recent } = json.resolved;
    const parse = (part: string) => (p: string) =>
      parsePattern(p, lists, `${language} resolved ${part} ${p}`, terms);
    lexicon.resolved = {
      past: past.map(parse('past')),
      safe: safe.map(parse('safe')),
      recent: recent.map(parse('recent')),
    };
  }
  // A rule's own exceptions are only needed once its pattern has matched: built on first use. A
  // category's shared ones, one list for all its rules, are built here: left to the first match
  // they made the first screen of a fresh process cost up to 60× a warm one (compile.test.ts),
  // for about 15 ms of start-up in all.
  const shared = new Map<SafetyCategory, () => readonly Pattern[]>();
  for (const [name, patterns] of Object.entries(json.categoryUnless ?? {})) {
    const [category] = categoriesOf([name], `${language} categoryUnless`);
    const compiled = patterns.map((u) =>
      parsePattern(u, lists, `${language} ${name} unless`, terms),
    );
    shared.set(category!, () => compiled);
  }
  lexicon.rules = json.rules.map((rule) => {
    const [category] = categoriesOf([rule.category], rule.id);
    if (!(SAFETY_SEVERITIES as readonly string[]).includes(rule.severity)) {
      throw new Error(`safety lexicon: ${rule.id} has an unknown severity`);
    }
    const common = rule.categoryUnless === false ? undefined : shared.get(category!);
    return {
      id: rule.id,
      category: category!,
      severity: rule.severity as SafetySeverity,
      language,
      pattern: parsePattern(rule.pattern, lists, rule.id, terms),
      unless: once(() => {
        const own = (rule.unless ?? []).map((u) =>
          parsePattern(u, lists, `${rule.id} unless`, terms),
        );
        return common ? [...own, ...common()] : own;
      }),
      negatable: rule.negatable === true,
      crossClauses: rule.span === 'text',
      lexicon,
    };
  });
  return lexicon;
}

/** The categories a figure applies to; unknown names are an error. */
function categoriesOf(names: readonly string[], where: string): ReadonlySet<SafetyCategory> {
  const categories = names.filter((c): c is SafetyCategory =>
    (SAFETY_CATEGORIES as readonly string[]).includes(c),
  );
  if (categories.length !== names.length || categories.length === 0) {
    throw new Error(`safety lexicon: ${where} has unknown categories`);
  }
  return new Set(categories);
}

let compiled: readonly CompiledLexicon[] | null = null;

/** Compiles the five lexicons (once; later calls return the same matchers). */
export function compileLexicons(): readonly CompiledLexicon[] {
  compiled ??= [en, es, fr, de, zh].map((json) => compileLexicon(json as LexiconJson));
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Matching over one tokenised text

/** What any entry of a term list (its parts included) can start with: its first words and stem keys. */
interface Gate {
  words: ReadonlySet<string>;
  stemKeys: ReadonlySet<string>;
}
const gates = new WeakMap<TermSet, Gate>();

/**
 * A term list's gate, built on first use: most (list, position) pairs a screen asks about start
 * no entry, and the gate answers those with one or a few set lookups, without walking the
 * list's parts or allocating.
 */
function gateOf(set: TermSet): Gate {
  let gate = gates.get(set);
  if (!gate) {
    const words = new Set(set.firstWords);
    const stemKeys = new Set(set.stems.keys());
    for (const part of set.parts ?? []) {
      const inner = gateOf(part);
      for (const w of inner.words) words.add(w);
      for (const k of inner.stemKeys) stemKeys.add(k);
    }
    gate = { words, stemKeys };
    gates.set(set, gate);
  }
  return gate;
}

const NO_ENDS: readonly number[] = Object.freeze([]);

/** A tokenised text with per-text caches; every lookup is bounded, so screening is linear. */
export class TokenText {
  readonly tokens: readonly string[];
  private readonly termCache = new Map<TermSet, (readonly number[] | undefined)[]>();

  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** Each token's stem keys (its first 1…STEM_KEY characters), cut once rather than per term list. */
  private readonly stemKeys: (readonly string[])[];

  constructor(tokens: readonly string[]) {
    this.tokens = tokens.map(fold);
    const n = this.tokens.length;
    this.stemKeys = this.tokens.map((t) => {
      const keys: string[] = [];
      for (let k = 1; k <= STEM_KEY && k <= t.length; k += 1) keys.push(t.slice(0, k));
      return keys;
    });
    for (let p = 0; p <= n; p += 1) {
      const prev = p > 0 ? this.tokens[p - 1] : BOUNDARY;
      this.starts.push(prev === BOUNDARY ? p : (this.starts[p - 1] ?? 0));
    }
    this.ends.length = n + 1;
    for (let p = n; p >= 0; p -= 1) {
      this.ends[p] = p === n || this.tokens[p] === BOUNDARY ? p : (this.ends[p + 1] ?? n);
    }
  }

  /** End positions of the entries of `set` that start at `pos`. */
  termEnds(set: TermSet, pos: number): readonly number[] {
    const tok = this.tokens[pos];
    if (tok === undefined || tok === BOUNDARY) return NO_ENDS;
    const gate = gateOf(set);
    if (!gate.words.has(tok) && !this.stemKeys[pos]?.some((key) => gate.stemKeys.has(key)))
      return NO_ENDS;
    let cache = this.termCache.get(set);
    if (!cache) {
      cache = [];
      this.termCache.set(set, cache);
    }
    const hit = cache[pos];
    if (hit) return hit;
    const ends: number[] = [];
    if (set.firstWords.has(tok)) {
      let key = tok;
      for (let k = 1; k <= set.maxWords; k += 1) {
        if (k > 1) {
          const next = this.tokens[pos + k - 1];
          if (next === undefined || next === BOUNDARY) break;
          key += ` ${next}`;
        }
        if (set.exact.has(key)) ends.push(pos + k);
      }
    }
    for (const stemKey of this.stemKeys[pos] ?? []) {
      for (const words of set.stems.get(stemKey) ?? []) {
        const end = this.phraseEnd(words, pos);
        if (end > 0 && !ends.includes(end)) ends.push(end);
      }
    }
    for (const part of set.parts ?? []) {
      for (const end of this.termEnds(part, pos)) if (!ends.includes(end)) ends.push(end);
    }
    cache[pos] = ends;
    return ends;
  }

  private phraseEnd(words: readonly WordMatcher[], pos: number): number {
    for (let i = 0; i < words.length; i += 1) {
      const tok = this.tokens[pos + i];
      const m = words[i];
      if (tok === undefined || m === undefined) return -1;
      if (m.stem ? !tok.startsWith(m.word) : tok !== m.word) return -1;
    }
    return pos + words.length;
  }

  /** Index of the first token of the clause holding `pos` (precomputed: O(1)). */
  clauseStart(pos: number): number {
    return this.starts[Math.min(pos, this.tokens.length)] ?? 0;
  }

  /** Index just past the clause holding `pos` (the next BOUNDARY or the end). */
  clauseEnd(pos: number): number {
    return this.ends[Math.min(pos, this.tokens.length)] ?? this.tokens.length;
  }

  /**
   * Every match [start, end) of `pattern` starting in [from, to), the first end per start.
   * Failed (element, position) pairs are remembered, so the work is O(elements × tokens × gap).
   */
  *matches(
    pattern: Pattern,
    from: number,
    to: number,
    crossClauses: boolean,
    negators: ReadonlySet<string> | null,
  ): Generator<[number, number]> {
    const n = pattern.length;
    const width = to - from + 1;
    let failed: Uint8Array | null = null;
    const step = (ei: number, pos: number): number => {
      if (ei === n) return pos;
      const key = ei * width + (pos - from);
      if (failed?.[key]) return -1;
      const el = pattern[ei];
      let result = -1;
      if (el?.kind === 'term') {
        if (pos < to) {
          for (const end of this.termEnds(el.set, pos)) {
            if (end > to) continue;
            result = step(ei + 1, end);
            if (result >= 0) break;
          }
        }
        const atEnd = pos === to || this.tokens[pos] === BOUNDARY;
        if (result < 0 && (el.optional || (el.orEnd && atEnd))) result = step(ei + 1, pos);
      } else if (el?.kind === 'end') {
        if (pos === to || this.tokens[pos] === BOUNDARY) result = step(ei + 1, pos);
      } else if (el) {
        for (let k = 0; k <= el.max && pos + k <= to; k += 1) {
          if (k > 0) {
            const skipped = this.tokens[pos + k - 1] ?? BOUNDARY;
            if (skipped === BOUNDARY && !crossClauses) break;
            if (negators?.has(skipped)) break;
          }
          result = step(ei + 1, pos + k);
          if (result >= 0) break;
        }
      }
      if (result < 0) {
        failed ??= new Uint8Array((n + 1) * width);
        failed[key] = 1;
      }
      return result;
    };
    const first = pattern[0];
    for (let start = from; start < to; start += 1) {
      if (
        first?.kind === 'term' &&
        !first.optional &&
        this.termEnds(first.set, start).length === 0
      ) {
        continue;
      }
      const end = step(0, start);
      if (end > start) yield [start, end];
    }
  }

  /** True when `pattern` matches somewhere in [from, to). */
  has(pattern: Pattern, from: number, to: number): boolean {
    for (const _ of this.matches(pattern, from, to, true, null)) return true;
    return false;
  }
}

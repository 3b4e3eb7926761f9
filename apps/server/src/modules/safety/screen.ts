import {
  SAFETY_CATEGORIES,
  SAFETY_SEVERITIES,
  type SafetyCategory,
  type SafetyLanguage,
  type SafetySeverity,
} from '@kindred/shared/safety';

import { negatedBefore } from '@/lib/text-patterns/negation';
import { hasHan } from '@/lib/text-patterns/script';
import { BOUNDARY, fold, tokenize } from '@/lib/text-patterns/tokens';

import {
  type CompiledLexicon,
  type CompiledRule,
  compileLexicons,
  type Pattern,
  STEM_KEY,
  type TermSet,
  TokenText,
} from './compile';

/**
 * The deterministic safety screen (docs/safety.md): pure, LLM-free, linear in the length of the
 * text. Every partner message is screened with the rules of all five languages (a couple may
 * write in any of them, or mix them); the lexicons live in ./lexicon/*.json.
 */
export interface ScreenVerdict {
  category: SafetyCategory;
  severity: SafetySeverity;
  language: SafetyLanguage;
  /** The id of the rule that fired, e.g. 'en.self_harm.want_die'. */
  rule: string;
}

/**
 * Priority when several rules fire: the higher severity wins; on equal severity the order of
 * SAFETY_CATEGORIES wins (self_harm first). So partner_violence, coercive_control,
 * sexual_coercion or child_at_risk win over self_harm in one message only when their severity
 * is higher: a writer at risk of suicide most needs that card and crisis line first, while a
 * high-severity danger from someone else (strangling, a weapon, a child hurt now) outranks a
 * medium-severity wish to die. Then language order, then rule order within a lexicon.
 * Sorting the rules once lets the screen stop at the first rule that fires.
 */
const RULES: readonly CompiledRule[] = compileLexicons()
  .flatMap((lexicon) => lexicon.rules)
  .map((rule, index) => ({ rule, index }))
  .sort(
    (a, b) =>
      SAFETY_SEVERITIES.indexOf(a.rule.severity) - SAFETY_SEVERITIES.indexOf(b.rule.severity) ||
      SAFETY_CATEGORIES.indexOf(a.rule.category) - SAFETY_CATEGORIES.indexOf(b.rule.category) ||
      a.index - b.index,
  )
  .map(({ rule }) => rule);

/**
 * Which rules can fire on a text, from its words alone. A rule matches only if each of its
 * required term elements (not optional, not "or the end of the clause") finds one of its entries
 * in the text, and an entry is found only where its first word is, or a word starting with its
 * stem: so every term list is indexed under the first words and stem prefixes of its entries, a
 * screen marks the lists its words can start, and runs only the rules whose required lists are
 * all marked. (Indexing a rule under its first element alone let through every rule starting
 * with "I" or "we" on everyday text.) Built once, at start-up.
 */
const setIds = new Map<TermSet, number>();
const byWord = new Map<string, number[]>();
const byStem = new Map<string, number[]>();
/** Lists with an entry that any word can start (an empty stem). */
const anyText: number[] = [];
/** Per list, the lists it includes (`[@KIDS|him|her]`): found when one of them is. */
const includedIn: number[][] = [];
function indexSet(set: TermSet): number {
  const known = setIds.get(set);
  if (known !== undefined) return known;
  const own = setIds.size;
  setIds.set(set, own);
  const add = (map: Map<string, number[]>, key: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [own]);
    else if (list[list.length - 1] !== own) list.push(own);
  };
  for (const word of set.firstWords) add(byWord, word);
  for (const key of set.stems.keys()) {
    if (key === '') anyText.push(own);
    else add(byStem, key);
  }
  for (const part of set.parts ?? []) (includedIn[indexSet(part)] ??= []).push(own);
  return own;
}
/** Per rule (by position in RULES), how many distinct term lists it requires. */
const needed: number[] = [];
/** Per term list id, the rules that require it. */
const neededBy: number[][] = [];
/** Rules that require no term list (every text is a candidate). */
const unanchored: number[] = [];
RULES.forEach((rule, index) => {
  const ids = new Set(
    rule.pattern.flatMap((el) =>
      el.kind === 'term' && !el.optional && !el.orEnd ? [indexSet(el.set)] : [],
    ),
  );
  needed[index] = ids.size;
  if (ids.size === 0) unanchored.push(index);
  for (const id of ids) (neededBy[id] ??= []).push(index);
});

/** The rules (by position in RULES) whose required term lists a text's words can all start. */
function candidates(tokens: readonly string[]): Uint8Array {
  const marks = new Uint8Array(RULES.length);
  for (const index of unanchored) marks[index] = 1;
  const found = new Uint8Array(setIds.size);
  const counts = new Uint16Array(RULES.length);
  const mark = (id: number) => {
    if (found[id]) return;
    found[id] = 1;
    for (const index of neededBy[id] ?? []) {
      counts[index] = (counts[index] ?? 0) + 1;
      if (counts[index] === needed[index]) marks[index] = 1;
    }
    for (const parent of includedIn[id] ?? []) mark(parent);
  };
  for (const id of anyText) mark(id);
  const seen = new Set<string>();
  for (const raw of tokens) {
    if (raw === BOUNDARY || seen.has(raw)) continue;
    seen.add(raw);
    const token = fold(raw);
    for (const id of byWord.get(token) ?? []) mark(id);
    for (let k = 1; k <= STEM_KEY && k <= token.length; k += 1) {
      for (const id of byStem.get(token.slice(0, k)) ?? []) mark(id);
    }
  }
  return marks;
}

/** Where a figure of speech lies in the text, and whose matches it cancels (all when absent). */
interface FigureSpan {
  start: number;
  end: number;
  categories: ReadonlySet<SafetyCategory> | undefined;
}

class Screening {
  private readonly figureSpans = new Map<CompiledLexicon, FigureSpan[]>();
  /** Whether a rule's exceptions/frames cancel it in the clause starting at a token: computed once. */
  private readonly cancelled = new Map<CompiledRule, Map<number, boolean>>();
  private readonly releasing = new Map<CompiledLexicon, boolean>();
  private readonly resolvedIn = new Map<CompiledLexicon, boolean>();

  /**
   * `resolvedHistory`: whether the text's resolved-history check applies. Not on a join of a
   * writer's messages: history told as resolved in one message does not cancel a plan whose parts
   * lie in the others.
   */
  constructor(
    readonly text: TokenText,
    private readonly resolvedHistory = true,
  ) {}

  private figures(lexicon: CompiledLexicon): FigureSpan[] {
    let spans = this.figureSpans.get(lexicon);
    if (!spans) {
      spans = [];
      for (const { pattern, categories } of lexicon.figures) {
        for (const [start, end] of this.text.matches(
          pattern,
          0,
          this.text.tokens.length,
          false,
          null,
        )) {
          spans.push({ start, end, categories });
        }
      }
      this.figureSpans.set(lexicon, spans);
    }
    return spans;
  }

  private negated(rule: CompiledRule, start: number, end: number): boolean {
    const { tokens } = this.text;
    const { negation, releasers } = rule.lexicon;
    if (!negatedBefore(tokens, start, negation, BOUNDARY)) return false;
    const clauseEnd = this.text.clauseEnd(end);
    for (let p = end; p < clauseEnd; p += 1) if (releasers.has(tokens[p] ?? '')) return false;
    return true;
  }

  fires(rule: CompiledRule): boolean {
    if (this.firesWith(rule, rule.negatable)) return true;
    // "I never want to wake up again": a releaser later in the clause undoes the negation.
    return rule.negatable && this.hasReleaser(rule) && this.firesWith(rule, false, true);
  }

  private hasReleaser(rule: CompiledRule): boolean {
    let has = this.releasing.get(rule.lexicon);
    if (has === undefined) {
      has = this.text.tokens.some((t) => rule.lexicon.releasers.has(t));
      this.releasing.set(rule.lexicon, has);
    }
    return has;
  }

  /** Whether the text tells its risk as resolved history (compile.ts `Resolved`). */
  private resolved(lexicon: CompiledLexicon): boolean {
    const { resolved } = lexicon;
    if (!resolved || !this.resolvedHistory) return false;
    let result = this.resolvedIn.get(lexicon);
    if (result === undefined) {
      const { text } = this;
      const found = (patterns: readonly Pattern[]) =>
        patterns.some((p) => text.has(p, 0, text.tokens.length));
      result = found(resolved.past) && found(resolved.safe) && !found(resolved.recent);
      this.resolvedIn.set(lexicon, result);
    }
    return result;
  }

  /** `unless` (this clause and the next) and frames (this clause and the one before) for a clause. */
  private cancelledIn(rule: CompiledRule, from: number, to: number): boolean {
    let byClause = this.cancelled.get(rule);
    if (!byClause) {
      byClause = new Map();
      this.cancelled.set(rule, byClause);
    }
    const key = from * 65536 + to;
    let result = byClause.get(key);
    if (result === undefined) {
      const { text } = this;
      const unlessTo = to < text.tokens.length ? text.clauseEnd(to + 1) : to;
      const frameFrom = from > 1 ? text.clauseStart(from - 2) : from;
      result =
        rule.unless().some((u) => text.has(u, from, unlessTo)) ||
        rule.lexicon.frames.some((f) => text.has(f, frameFrom, to));
      byClause.set(key, result);
    }
    return result;
  }

  private firesWith(rule: CompiledRule, negatable: boolean, needReleaser = false): boolean {
    const { text } = this;
    const negators = negatable ? rule.lexicon.negation.negators : null;
    for (const [start, end] of text.matches(
      rule.pattern,
      0,
      text.tokens.length,
      rule.crossClauses,
      negators,
    )) {
      if (negatable && this.negated(rule, start, end)) continue;
      const from = text.clauseStart(start);
      const to = text.clauseEnd(end > start ? end - 1 : end);
      if (
        needReleaser &&
        !text.tokens.slice(start, to).some((t) => rule.lexicon.releasers.has(t))
      ) {
        continue;
      }
      if (this.cancelledIn(rule, from, to)) continue;
      const figure = this.figures(rule.lexicon).some(
        (f) => f.start < end && start < f.end && (!f.categories || f.categories.has(rule.category)),
      );
      if (figure) continue;
      // Last, and once per text: most screens find no match to cancel.
      return !this.resolved(rule.lexicon);
    }
    return false;
  }
}

/**
 * Screens tokens with every rule, or only with those whose matches may span clauses (`span:
 * "text"`) — enough for a join of messages that were each screened already (screenConversation).
 */
function screenTokens(tokens: readonly string[], spanningOnly = false): ScreenVerdict | null {
  if (tokens.length === 0) return null;
  const text = new TokenText(tokens);
  const screening = new Screening(text, !spanningOnly);
  const marks = candidates(text.tokens);
  for (let index = 0; index < RULES.length; index += 1) {
    const rule = RULES[index];
    if (!rule || !marks[index] || (spanningOnly && !rule.crossClauses)) continue;
    if (screening.fires(rule)) {
      return {
        category: rule.category,
        severity: rule.severity,
        language: rule.language,
        rule: rule.id,
      };
    }
  }
  return null;
}

/** Screens one message; null when nothing fires. */
export function screenText(text: string): ScreenVerdict | null {
  return screenTokens(tokenize(text));
}

/** Joins messages as separate clauses. */
function joined(messages: readonly string[]): string[] {
  const tokens: string[] = [];
  for (const message of messages) {
    const part = tokenize(message);
    if (part.length === 0) continue;
    if (tokens.length > 0) tokens.push(BOUNDARY);
    tokens.push(...part);
  }
  return tokens;
}

/** How many of a writer's earlier messages the screen reads together with a new one. */
export const RECENT_MESSAGES = 3;

/**
 * Screens the latest message of a writer in the light of their recent earlier messages that
 * were not flagged (oldest first; at most the last RECENT_MESSAGES are used). The latest message
 * alone wins; otherwise a verdict on the joined text counts only when the earlier messages alone are clean,
 * so a plan split over messages ("I have the pills in my bag." / "Tonight.") is caught without
 * re-flagging what was already screened.
 */
export function screenConversation(
  previous: readonly string[],
  latest: string,
): ScreenVerdict | null {
  const alone = screenText(latest);
  if (alone || previous.length === 0) return alone;
  const recent = previous.slice(-RECENT_MESSAGES);
  // Only a rule whose match spans clauses can fire on the join and not on either part: a match
  // inside one message would have fired on it alone (more context only adds exceptions, frames
  // and negators), so the join is screened with those rules alone.
  const all = screenTokens(joined([...recent, latest]), true);
  if (!all) return null;
  return screenTokens(joined(recent)) ? null : all;
}

/**
 * A writer's consecutive messages screened as the send path screens them, one by one with the
 * earlier ones as context: the first verdict, or null. (Screening only the last message would
 * miss a case whose earlier message is flagged on its own.)
 */
export function screenInTurn<V>(
  messages: readonly string[],
  screen: (previous: readonly string[], latest: string) => V | null,
): V | null {
  const previous: string[] = [];
  for (const message of messages) {
    const verdict = screen(previous.slice(-RECENT_MESSAGES), message);
    if (verdict) return verdict;
    previous.push(message);
  }
  return null;
}

/** A rough guess of the language a text is written in (for the private card when nothing fired). */
export function languageOf(text: string): SafetyLanguage {
  if (hasHan(text)) return 'zh';
  const tokens = new Set(tokenize(text));
  const score = (words: string[]) => words.filter((w) => tokens.has(w)).length;
  const scores: [SafetyLanguage, number][] = [
    ['en', score(['the', 'and', 'i', 'you', 'is', 'my', 'to', 'it', 'not', 'he', 'she'])],
    ['es', score(['el', 'la', 'que', 'y', 'no', 'es', 'mi', 'yo', 'me', 'por', 'con', 'pero'])],
    ['fr', score(['le', 'la', 'et', 'je', 'est', 'pas', 'que', 'mon', 'ma', 'il', 'elle', 'ne'])],
    ['de', score(['der', 'die', 'und', 'ich', 'ist', 'nicht', 'das', 'mein', 'er', 'sie', 'mich'])],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]?.[1] ? scores[0][0] : 'en';
}

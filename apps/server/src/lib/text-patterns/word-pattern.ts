// Word patterns: regular expressions whose `\b` is Unicode-aware, compiled at start-up, for the
// therapist's reading of a message (analysis.ts, horsemen.ts). Apart from the safety screen's
// token matcher (./tokens.ts), this is the one way the server matches words in free text.
//
// The patterns need a Unicode-aware `\b` (JavaScript's only knows ASCII letters): a boundary
// between a word character (a letter, a number or `_`) and anything else. Spelt out as lookarounds
// over `[\p{L}\p{N}_]`, every `\b` cost V8 four copies of a class of ~700 ranges: the 1,268 of them
// took seconds to compile on the first reply, and again whenever V8 dropped the compiled code
// after a full GC.
//
// So the patterns never see such a class. They run on a *shadow* of the text, of the same length:
// every character that is neither a word character, whitespace nor one of KEPT (the punctuation a
// pattern may name) becomes a placeholder. In the shadow, "not a word character" is a class of a
// few ranges, and each `\b` is spelt with it only on the side that can fail (`\bword` needs only a
// look behind); the alternatives that share their boundaries share one group (`\ba\b|\bb\b` is
// `\b(?:a|b)\b`). Matching is exactly what `\b` over `[\p{L}\p{N}_]` gives, at the same indices,
// and a pattern compiles in under a millisecond (all 73, bytecode and native code: ~40 ms, was
// ~3.5 s), so a re-compile after V8 drops the code is harmless.

/** Punctuation the patterns may name; any other non-word character is a placeholder to them. */
const KEPT = new Set([...'!"#$%&\'()*+,-./:;<=>?@[\\]^`{|}~', ...'…–—«»“”„‘’。！？，；：、「」🙄']);
/** A BMP placeholder, and one that spans two code units like the astral character it replaces. */
const PLACEHOLDER = '\u0001';
const PLACEHOLDER_ASTRAL = '\u{F0000}';

/** A class of code points, as ranges (`\u{21}-\u{2f}…`): the fewer, the cheaper to compile. */
function classOf(chars: Iterable<string>): string {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0)!))].sort((x, y) => x - y);
  const hex = (n: number) => `\\u{${n.toString(16)}}`;
  let out = '';
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (points[j + 1] === points[j]! + 1) j++;
    out += j === i ? hex(points[i]!) : `${hex(points[i]!)}-${hex(points[j]!)}`;
    i = j;
  }
  return out;
}
/** Not a word character, in a shadow. */
const NON_WORD = `[\\s${classOf([...KEPT, PLACEHOLDER, PLACEHOLDER_ASTRAL])}]`;
// With the `i` flag, as the patterns had it (it makes U+0345 a word character too).
const OTHER = new RegExp(`[^\\p{L}\\p{N}_\\s${classOf(KEPT)}]`, 'giu');
const WORD_CHAR = /^[\p{L}\p{N}_]$/iu;

/** `\b` before a word character: the previous one is not one. */
const START = `(?:^|(?<=${NON_WORD}))`;
/** `\b` after a word character: the next one is not one. */
const END = `(?=${NON_WORD}|$)`;
const BOUNDARY = `(?:${START}(?!${NON_WORD}|$)|(?<!^|${NON_WORD})${END})`;

let lastText = '';
let lastShadow = '';
/** The text as the patterns see it: same length, same indices. */
function shadow(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastShadow = text.replace(OTHER, (c) => (c.length === 2 ? PLACEHOLDER_ASTRAL : PLACEHOLDER));
  }
  return lastShadow;
}

/** A source's tokens: escapes, classes, group openings, quantifiers, single characters. */
const TOKEN = /\\[pPu]\{[^}]*\}|\\.|\[(?:\\.|[^\]\\])*\]|\(\?(?:[:=!]|<[=!])|\{\d+(?:,\d*)?\}|./gsu;

function tokensOf(source: string): string[] {
  const tokens: string[] = source.match(TOKEN) ?? [];
  for (const c of source)
    if (!WORD_CHAR.test(c) && !/\s/u.test(c) && !KEPT.has(c))
      throw new Error(`"${c}" in a word pattern must be added to KEPT: ${source}`);
  if (tokens.includes('(')) throw new Error(`A word pattern has no capturing groups: ${source}`);
  return tokens;
}

/** Tokens that match one word character whatever the text. */
const isWordAtom = (token: string) =>
  WORD_CHAR.test(token) ||
  ['\\w', '\\d', '\\p{L}', '\\p{N}'].includes(token) ||
  /^\[[\p{L}\p{N}_]+\]$/u.test(token);
const isQuantifier = (token: string | undefined) =>
  token !== undefined && /^(?:[?*+]|\{\d+(?:,\d*)?\})$/u.test(token);
const mayBeSkipped = (quantifier: string) => /^(?:[?*]|\{0)/u.test(quantifier);

/** A source's structure: the token that closes each group, and opens each closing one. */
class Tokens {
  readonly pair = new Map<number, number>();

  constructor(readonly list: readonly string[]) {
    const open: number[] = [];
    list.forEach((t, i) => {
      if (t.startsWith('(')) open.push(i);
      else if (t === ')') {
        const o = open.pop()!;
        this.pair.set(o, i).set(i, o);
      }
    });
  }

  /** The top-level alternatives of [from, to), as ranges. */
  alternatives(from: number, to: number): [number, number][] {
    const out: [number, number][] = [];
    let start = from;
    for (let i = from; i < to; i++) {
      if (this.list[i]!.startsWith('(')) i = this.pair.get(i)!;
      else if (this.list[i] === '|') {
        out.push([start, i]);
        start = i + 1;
      }
    }
    out.push([start, to]);
    return out;
  }

  /** The alternative around token i, within its group. */
  around(i: number): [number, number] {
    let depth = 0;
    let from = i;
    while (from > 0) {
      const t = this.list[from - 1]!;
      if (t === ')') depth++;
      else if (t.startsWith('(') && depth-- === 0) break;
      else if (t === '|' && depth === 0) break;
      from--;
    }
    depth = 0;
    let to = i + 1;
    while (to < this.list.length) {
      const t = this.list[to]!;
      if (t.startsWith('(')) depth++;
      else if (t === ')' && depth-- === 0) break;
      else if (t === '|' && depth === 0) break;
      to++;
    }
    return [from, to];
  }

  /** Whether every match of [from, to) begins with a word character. */
  startsWord(from: number, to: number): boolean {
    if (from >= to) return false;
    const t = this.list[from]!;
    const atomEnd = t === '(?:' ? this.pair.get(from)! + 1 : from + 1;
    const atom =
      t === '(?:'
        ? this.alternatives(from + 1, atomEnd - 1).every(([a, b]) => this.startsWord(a, b))
        : isWordAtom(t);
    const quantifier = this.list[atomEnd];
    if (atomEnd < to && isQuantifier(quantifier) && mayBeSkipped(quantifier!))
      return atom && this.startsWord(atomEnd + 1, to);
    return atom;
  }

  /** Whether every match of [from, to) ends with a word character. */
  endsWord(from: number, to: number): boolean {
    if (from >= to) return false;
    let last = to - 1;
    const quantifier = isQuantifier(this.list[last]) ? this.list[last--] : undefined;
    if (last < from || isQuantifier(this.list[last])) return false;
    const t = this.list[last]!;
    const atomStart = t === ')' ? this.pair.get(last)! : last;
    const atom =
      t === ')'
        ? this.list[atomStart] === '(?:' &&
          this.alternatives(atomStart + 1, last).every(([a, b]) => this.endsWord(a, b))
        : isWordAtom(t);
    if (quantifier && mayBeSkipped(quantifier)) return atom && this.endsWord(from, atomStart);
    return atom;
  }

  /** `\b` at token i, spelt for the shadow: only the side that can fail, when the other is known. */
  boundaryAt(i: number): string {
    const [from, to] = this.around(i);
    if (this.startsWord(i + 1, to)) return START;
    if (this.endsWord(from, i)) return END;
    return BOUNDARY;
  }

  spell(from: number, to: number): string {
    let out = '';
    for (let i = from; i < to; i++)
      out += this.list[i] === '\\b' ? this.boundaryAt(i) : this.list[i];
    return out;
  }
}

/**
 * The regexp source for the shadow: each `\b` spelt out, and shared by the alternatives next to
 * each other that begin (or end) with the same one: `\ba\b|\bb\w*` is `\b(?:(?:a)\b|b\w*)`.
 */
function compile(source: string): string {
  const tokens = new Tokens(tokensOf(source));
  const alternatives = tokens.alternatives(0, tokens.list.length).map(([from, to]) => {
    const lead = tokens.list[from] === '\\b' && from < to ? tokens.boundaryAt(from++) : '';
    const trail = to > from && tokens.list[to - 1] === '\\b' ? tokens.boundaryAt(--to) : '';
    return { lead, trail, body: tokens.spell(from, to) };
  });
  /** Consecutive items with the same key, in order. */
  const runs = <T>(items: T[], key: (item: T) => string) =>
    items.reduce<T[][]>((out, item) => {
      const last = out.at(-1);
      if (last && key(last[0]!) === key(item)) last.push(item);
      else out.push([item]);
      return out;
    }, []);
  return runs(alternatives, (a) => a.lead)
    .map((sameLead) => {
      const inner = runs(sameLead, (a) => a.trail)
        .map((sameTrail) => {
          const bodies = sameTrail.map((a) => a.body).join('|');
          return sameTrail[0]!.trail ? `(?:${bodies})${sameTrail[0]!.trail}` : bodies;
        })
        .join('|');
      return sameLead[0]!.lead ? `${sameLead[0]!.lead}(?:${inner})` : inner;
    })
    .join('|');
}

const WARM_UP_TEXT = "Warm up: you're never done, 你总是 — ¿qué? 🙄 ça.";

/**
 * A case-insensitive pattern whose `\b` is Unicode-aware, compiled (and run) at once. Use its own
 * `test`, `exec` and `matchAll`: the matches are of the text given, with its indices.
 */
export class WordPattern {
  /** One global regexp serves every call (each sets `lastIndex`): one compilation. */
  private readonly regexp: RegExp;

  constructor(readonly source: string) {
    this.regexp = new RegExp(compile(source), 'giu');
    this.warmUp();
  }

  /** Runs the regexp twice, so V8 compiles it (bytecode, then native code) now. */
  warmUp(): void {
    this.test(WARM_UP_TEXT);
    this.test(WARM_UP_TEXT);
  }

  test(text: string): boolean {
    this.regexp.lastIndex = 0;
    return this.regexp.test(shadow(text));
  }

  exec(text: string): RegExpExecArray | null {
    this.regexp.lastIndex = 0;
    return WordPattern.original(this.regexp.exec(shadow(text)), text);
  }

  /** The text without its first match (as `text.replace(pattern, '')`). */
  remove(text: string): string {
    const match = this.exec(text);
    return match ? text.slice(0, match.index) + text.slice(match.index + match[0].length) : text;
  }

  /** Every match, left to right (as `text.matchAll` with a global copy). */
  *matchAll(text: string): Generator<RegExpExecArray & { index: number }> {
    const seen = shadow(text);
    let from = 0;
    while (from <= seen.length) {
      this.regexp.lastIndex = from;
      const match = this.regexp.exec(seen);
      if (!match) return;
      from = this.regexp.lastIndex;
      if (match[0] === '') from += (seen.codePointAt(from) ?? 0) > 0xffff ? 2 : 1;
      yield WordPattern.original(match, text)!;
    }
  }

  /** A shadow's match, as the words of the text. */
  private static original(match: RegExpExecArray | null, text: string): RegExpExecArray | null {
    if (!match || match.input === text) return match;
    match[0] = text.slice(match.index, match.index + match[0].length);
    match.input = text;
    return match;
  }
}

/** A word pattern, compiled now (the way every module spells one). */
export const wordPattern = (source: string) => new WordPattern(source);

/** Typographic apostrophes and quotes become ASCII ones, so one pattern covers both. */
export function asciiQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u02BC]/g, "'").replace(/[\u201C\u201D\u201E]/g, '"');
}

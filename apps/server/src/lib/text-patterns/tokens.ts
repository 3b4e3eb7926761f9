/**
 * Tokens of free text, for the safety screen (part of the one text-pattern module,
 * lib/text-patterns: see ./script.ts for the character classes, ./negation.ts for negation): one pass turns any text into a flat token array in which
 * every clause boundary is the token BOUNDARY. The same function tokenises the lexicon terms at
 * compile time, so the lexicons may be written with accents, capitals and umlauts.
 *
 * Latin-script words become lower-case ASCII-ish tokens (diacritics stripped, leetspeak undone,
 * runs of 3+ identical letters shortened to 2); every Han character is a token of its own (a
 * traditional one in its simplified form), so a gap of `~6` in the Chinese lexicon means "up to 6
 * characters". Nothing here uses a regex with
 * Unicode property escapes or lookarounds: the work is a character loop, linear in the text.
 */

import hantHans from './hant-hans.json';
import { isHan } from './script';

/**
 * Traditional Chinese characters and their simplified forms (OpenCC's table, ./hant-hans.json,
 * written by scripts/hant-hans.ts): a Han token is always the simplified character, so the one
 * Mandarin lexicon, written in simplified characters, reads Taiwan's and Hong Kong's writing too
 * (規定 → 规定, 給女兒的信 → 给女儿的信).
 */
const SIMPLIFIED: Readonly<Record<string, string>> = hantHans.map;

/** The token that separates clauses (never produced by a word). */
export const BOUNDARY = '.';

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
};

/** Letters that NFD does not decompose into a base letter plus marks. */
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/** Punctuation that ends a clause (after NFKC, which turns full-width forms into ASCII). */
const CLAUSE_END = new Set([
  '.',
  '!',
  '?',
  ';',
  ':',
  ',',
  '\n',
  '\r',
  '–',
  '—',
  '―',
  '。',
  '、',
  '…',
  '｡',
  '､',
  '¡',
  '¿',
  '•',
]);
/**
 * Laughing, winking and eye-rolling emoji mark a message as a joke the way "lol" does: each becomes
 * the token JOKE, which lexicons use in their `unless` patterns for everyday hyperbole ("I'll kill
 * him if he leaves his socks out again 😂"). Other emoji are dropped.
 */
export const JOKE = 'lol';
const JOKE_EMOJI = new Set(['😂', '🤣', '😆', '😅', '😹', '😜', '😝', '🤪', '😛', '🙄', '🤭']);
/** Apostrophes (dropped inside words, or split after a French elided article/pronoun). */
const APOSTROPHES = new Set(["'", '’', '‘', 'ʼ', '´', '`', '′']);
/** French elisions: j'ai → "j ai", qu'il → "qu il"; English contractions just lose the mark. */
const ELIDED = new Set(['j', 'l', 'm', 't', 's', 'd', 'n', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu']);

function isWordChar(ch: string): boolean {
  return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch === '$' || ch === '@';
}

/** Undoes leetspeak in a word that also has a letter ("k1ll", "su1c1de"), then shortens runs. */
function finishWord(raw: string): string {
  let word = raw;
  if (/[a-z]/.test(word) && /[0-9$@]/.test(word)) {
    word = word.replace(/[013457$@]/g, (c) => LEET[c] ?? c);
  }
  word = word.replace(/[$@]/g, '');
  return word.replace(/([a-z])\1\1+/g, '$1$1');
}

/** Combining marks, control characters and invisible format/bidi characters, as code ranges. */
const DROPPED: readonly (readonly [number, number])[] = [
  [0x0000, 0x0008],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x0300, 0x036f],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x20d0, 0x20ff],
  [0xfe00, 0xfe0f],
  [0xfe20, 0xfe2f],
  [0xfeff, 0xfeff],
  [0xfff0, 0xfff8],
];

function dropped(code: number): boolean {
  for (const [lo, hi] of DROPPED) if (code >= lo && code <= hi) return true;
  return false;
}

/** Lower-case, NFKC, no diacritics (Latin) and no control, format or bidi characters. */
export function cleanText(text: string): string {
  const decomposed = text.normalize('NFKC').toLowerCase().normalize('NFD');
  let out = '';
  for (let i = 0; i < decomposed.length; i += 1) {
    const code = decomposed.charCodeAt(i);
    if (code === 0x09 || code === 0x0b || code === 0x0c) out += ' ';
    else if (!dropped(code)) out += decomposed[i];
  }
  return out.normalize('NFC');
}

/**
 * Tokenises a text: words, single Han characters and BOUNDARY tokens between clauses (never two
 * in a row, never first or last). An ellipsis ("...") is a pause, not a boundary.
 */
export function tokenize(text: string): string[] {
  const src = cleanText(text);
  const tokens: string[] = [];
  let word = '';
  const flushWord = () => {
    if (word !== '') {
      const w = finishWord(word);
      if (w !== '') tokens.push(w);
      word = '';
    }
  };
  const boundary = () => {
    flushWord();
    if (tokens.length > 0 && tokens[tokens.length - 1] !== BOUNDARY) tokens.push(BOUNDARY);
  };
  const chars = Array.from(src);
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] ?? '';
    const code = ch.codePointAt(0) ?? 0;
    if (isWordChar(ch)) {
      word += ch;
    } else if (FOLD[ch] !== undefined) {
      word += FOLD[ch];
    } else if (isHan(code)) {
      flushWord();
      tokens.push(SIMPLIFIED[ch] ?? ch);
    } else if (JOKE_EMOJI.has(ch)) {
      flushWord();
      if (tokens[tokens.length - 1] !== JOKE) tokens.push(JOKE);
    } else if (APOSTROPHES.has(ch)) {
      // "don't" → "dont"; "j'en" → "j en"; a quote mark around a word is just dropped.
      if (ELIDED.has(word) && isWordChar(chars[i + 1] ?? '')) flushWord();
    } else if (ch === '.' && (chars[i + 1] === '.' || chars[i - 1] === '.')) {
      flushWord();
    } else if (ch === '.' && isWordChar(chars[i + 1] ?? '') && isWordChar(chars[i - 1] ?? '')) {
      flushWord(); // "k.i.l.l" or "e.g." stays inside the clause
    } else if (CLAUSE_END.has(ch)) {
      boundary();
    } else if (
      ch === '-' &&
      (chars[i - 1] === ' ' || chars[i - 1] === undefined) &&
      (chars[i + 1] === ' ' || chars[i + 1] === undefined)
    ) {
      boundary(); // a spaced dash " - " separates clauses; "self-harm" is two words
    } else {
      flushWord();
    }
  }
  flushWord();
  while (tokens[tokens.length - 1] === BOUNDARY) tokens.pop();
  return tokens;
}

/** Compares words with every run of a repeated letter shortened to one ("kiill" ~ "kill"). */
export function fold(word: string): string {
  let i = 1;
  while (i < word.length && word.charCodeAt(i) !== word.charCodeAt(i - 1)) i += 1;
  if (i >= word.length) return word;
  let out = word.slice(0, i);
  for (; i < word.length; i += 1) {
    const ch = word[i] ?? '';
    if (out[out.length - 1] !== ch || ch < 'a' || ch > 'z') out += ch;
  }
  return out;
}

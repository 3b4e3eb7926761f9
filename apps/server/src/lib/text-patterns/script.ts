// What kind of character is what, defined once for every matcher of free text: the safety
// tokeniser (./tokens.ts), the word patterns (./word-pattern.ts) and the therapist's analysis.

/**
 * Han (Chinese) characters: the CJK unified ideographs, extension A, the compatibility
 * ideographs and the supplementary ideographic planes.
 */
const HAN_RANGES: readonly (readonly [number, number])[] = [
  [0x4e00, 0x9fff],
  [0x3400, 0x4dbf],
  [0xf900, 0xfaff],
  [0x20000, 0x2ffff],
];

export function isHan(code: number): boolean {
  for (const [lo, hi] of HAN_RANGES) if (code >= lo && code <= hi) return true;
  return false;
}

/** The Han ranges as the body of a regexp class (for the `u` flag). */
export const HAN_CLASS = HAN_RANGES.map(
  ([lo, hi]) => `\\u{${lo.toString(16)}}-\\u{${hi.toString(16)}}`,
).join('');

const HAN = new RegExp(`[${HAN_CLASS}]`, 'u');

/** Whether a text has a Han character in it. */
export const hasHan = (text: string): boolean => HAN.test(text);

/** Characters that end a sentence (Latin and full-width). */
export const SENTENCE_ENDS: readonly string[] = ['.', '!', '?', '\n', '。', '！', '？'];

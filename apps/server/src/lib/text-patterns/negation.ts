/**
 * Negation, the one way every matcher of free text decides it: a negator among the few words
 * before a match, in the same clause, cancels it ("I'm not angry", "no quiero morir"). The safety
 * screen gives each language's negators and exceptions from its lexicon; the therapist's analysis
 * its own list for feelings.
 */
export interface Negation {
  negators: ReadonlySet<string>;
  /** A negator directly followed by one of these does not negate ("not only", "nicht nur"). */
  exceptions?: ReadonlySet<string>;
  /** How many words before the match a negator may stand. */
  window: number;
}

/**
 * Whether a negator stands among the `window` words before position `at` of `words`. `stop` is a
 * word the search does not cross (the end of a clause).
 */
export function negatedBefore(
  words: readonly string[],
  at: number,
  negation: Negation,
  stop?: string,
): boolean {
  for (let p = at - 1; p >= Math.max(0, at - negation.window); p -= 1) {
    const word = words[p];
    if (word === undefined || word === stop) return false;
    if (negation.negators.has(word) && !negation.exceptions?.has(words[p + 1] ?? '')) return true;
  }
  return false;
}

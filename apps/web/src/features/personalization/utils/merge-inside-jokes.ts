import { type InsideJoke, INSIDE_JOKES_MAX } from '@kindred/shared/inside-jokes';

export type MergeResult = {
  jokes: InsideJoke[];
  /** New phrases kept. */
  added: number;
  /** Phrases already in the dictionary that got the uploaded meaning. */
  updated: number;
  /** New phrases left out because the dictionary is full. */
  skipped: number;
};

const key = (phrase: string) => phrase.trim().toLowerCase();

/**
 * Adds an upload to the dictionary. Phrases are the same whatever their case: an uploaded phrase
 * that exists already replaces it in place (a corrected file updates meanings); new phrases are
 * appended up to `max`, the rest are counted as skipped.
 */
export function mergeInsideJokes(
  existing: readonly InsideJoke[],
  incoming: readonly InsideJoke[],
  max: number = INSIDE_JOKES_MAX,
): MergeResult {
  const jokes = [...existing];
  const index = new Map(jokes.map((joke, i) => [key(joke.phrase), i]));
  let added = 0;
  let updated = 0;
  let skipped = 0;
  for (const joke of incoming) {
    const at = index.get(key(joke.phrase));
    if (at !== undefined) {
      const current = jokes[at]!;
      if (current.phrase !== joke.phrase || current.meaning !== joke.meaning) {
        jokes[at] = joke;
        updated += 1;
      }
      continue;
    }
    if (jokes.length >= max) {
      skipped += 1;
      continue;
    }
    index.set(key(joke.phrase), jokes.length);
    jokes.push(joke);
    added += 1;
  }
  return { jokes, added, updated, skipped };
}

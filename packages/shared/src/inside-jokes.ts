import { z } from 'zod';

import { isStorableText, unstorableMessage } from './text';

// The Inside-Joke Dictionary (personalization): phrase → meaning, uploaded as CSV or JSON.

export const INSIDE_JOKES_MAX = 100;
export const INSIDE_JOKE_FILE_MAX_BYTES = 64 * 1024;
export const PHRASE_MAX = 80;
export const MEANING_MAX = 300;

export const insideJokeSchema = z.strictObject({
  phrase: z
    .string()
    .refine(isStorableText, unstorableMessage('A phrase'))
    .trim()
    .min(1, 'A phrase is empty')
    .max(PHRASE_MAX, `A phrase is longer than ${PHRASE_MAX} characters`),
  meaning: z
    .string()
    .refine(isStorableText, unstorableMessage('A meaning'))
    .trim()
    .min(1, 'A meaning is empty')
    .max(MEANING_MAX, `A meaning is longer than ${MEANING_MAX} characters`),
});
export type InsideJoke = z.infer<typeof insideJokeSchema>;

export const insideJokesSchema = z
  .array(insideJokeSchema)
  .max(INSIDE_JOKES_MAX, `At most ${INSIDE_JOKES_MAX} inside jokes`);

export type ParseResult = { ok: true; jokes: InsideJoke[] } | { ok: false; error: string };

function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Splits one CSV line, honouring double quotes ("a, b" and "" for a quote). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

function validate(
  rows: { phrase: unknown; meaning: unknown }[],
  where: (i: number) => string,
): ParseResult {
  const jokes: InsideJoke[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const parsed = insideJokeSchema.safeParse(rows[i]);
    if (!parsed.success)
      return {
        ok: false,
        error: `${where(i)}: ${parsed.error.issues[0]?.message ?? 'invalid entry'}`,
      };
    const key = parsed.data.phrase.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    jokes.push(parsed.data);
  }
  if (jokes.length === 0) return { ok: false, error: 'The file has no inside jokes' };
  if (jokes.length > INSIDE_JOKES_MAX)
    return { ok: false, error: `At most ${INSIDE_JOKES_MAX} inside jokes per file` };
  return { ok: true, jokes };
}

/**
 * Reads a CSV (two columns: phrase, meaning; an optional header row "phrase,meaning") or a JSON
 * file (an array of {phrase, meaning}, or an object {"phrase": "meaning"}). Clear messages for
 * anything else.
 */
export function parseInsideJokes(fileName: string, text: string): ParseResult {
  if (utf8Length(text) > INSIDE_JOKE_FILE_MAX_BYTES) {
    return {
      ok: false,
      error: `The file is too large (at most ${INSIDE_JOKE_FILE_MAX_BYTES / 1024} KB)`,
    };
  }
  const name = fileName.toLowerCase();
  const body = text.replace(/^\uFEFF/, '');
  if (name.endsWith('.json')) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return { ok: false, error: 'The JSON file could not be read: check its syntax' };
    }
    if (Array.isArray(data)) {
      if (!data.every((d) => d && typeof d === 'object')) {
        return { ok: false, error: 'The JSON array must hold objects with "phrase" and "meaning"' };
      }
      return validate(data as { phrase: unknown; meaning: unknown }[], (i) => `Entry ${i + 1}`);
    }
    if (data && typeof data === 'object') {
      const rows = Object.entries(data as Record<string, unknown>).map(([phrase, meaning]) => ({
        phrase,
        meaning,
      }));
      return validate(rows, (i) => `Entry ${i + 1}`);
    }
    return {
      ok: false,
      error:
        'The JSON file must be a list of {"phrase", "meaning"} or an object of phrase → meaning',
    };
  }
  if (name.endsWith('.csv')) {
    const lines = body.split(/\r?\n/).filter((l) => l.trim() !== '');
    if (lines.length === 0) return { ok: false, error: 'The CSV file is empty' };
    const first = splitCsvLine(lines[0]!).map((c) => c.trim().toLowerCase());
    const hasHeader = first[0] === 'phrase' && first[1] === 'meaning';
    const data = hasHeader ? lines.slice(1) : lines;
    const offset = hasHeader ? 2 : 1;
    const rows: { phrase: unknown; meaning: unknown }[] = [];
    for (let i = 0; i < data.length; i++) {
      const cells = splitCsvLine(data[i]!);
      if (cells.length !== 2)
        return {
          ok: false,
          error: `Line ${i + offset}: expected 2 columns (phrase, meaning), found ${cells.length}`,
        };
      rows.push({ phrase: cells[0], meaning: cells[1] });
    }
    return validate(rows, (i) => `Line ${i + offset}`);
  }
  return { ok: false, error: 'Choose a .csv or .json file' };
}

// Free text from users: what can be stored, and what may appear in a name shown to someone else.

/**
 * NUL and UTF-16 halves without their other half: PostgreSQL refuses NUL in text and jsonb, and a
 * lone surrogate would be stored as U+FFFD (or refused in jsonb), not as what was written.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The message of a text field that fails `isStorableText`, e.g. 'Name contains characters…'. */
export const unstorableMessage = (what: string) =>
  `${what} contains characters that cannot be stored`;

/**
 * Characters that hide or reorder what a reader sees, which a name has no use for: C0 and C1
 * controls, bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and
 * marks (U+200E, U+200F, U+061C), zero-width space, word joiner and invisible operators, line and
 * paragraph separators, the byte-order mark, soft hyphen, Hangul fillers and interlinear
 * annotation marks. Zero-width joiner and non-joiner (U+200C, U+200D) stay: emoji sequences and
 * several scripts need them.
 */
const INVISIBLE_IN_NAMES =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g;

/** A name as it may be shown to others: without the characters above. */
export function stripInvisible(name: string): string {
  return name.replace(INVISIBLE_IN_NAMES, '');
}

/**
 * Text written by users (messages, names, inside jokes) that reaches an LLM. It goes there as
 * labelled data in user-role content, never as instructions, and without the characters that
 * hide or reorder what a reader sees: C0/C1 controls (but tab and line breaks), bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width and other format marks.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;

export function stripHidden(text: string): string {
  return text.replace(HIDDEN, '');
}

/**
 * `<label>…</label>` around user text, which cannot close the fence early or open another one:
 * angle brackets inside are escaped.
 */
export function fenceUntrusted(label: string, text: string): string {
  const body = stripHidden(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<${label}>\n${body}\n</${label}>`;
}

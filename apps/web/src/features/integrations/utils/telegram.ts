/** Telegram's rules for a bot's username (also those of any public username, plus the ending). */
export const BOT_NAME_MIN = 5;
export const BOT_NAME_MAX = 32;

export type BotNameProblem =
  | { kind: 'required' }
  | { kind: 'at' }
  | { kind: 'characters'; found: string[] }
  | { kind: 'start' }
  | { kind: 'tooShort' }
  | { kind: 'tooLong' }
  | { kind: 'ending' };

/**
 * What is wrong with `input` as a Telegram bot username, or null when nothing is. Checked as it
 * was typed, never rewritten: 5–32 characters, only letters a–z (either case, Telegram ignores
 * it), digits and underscores, starting with a letter, and — Telegram requires it of bots —
 * ending in 'bot'.
 */
export function checkBotName(input: string): BotNameProblem | null {
  if (input.trim() === '') return { kind: 'required' };
  if (input.startsWith('@')) return { kind: 'at' };
  const found = [...new Set([...input].filter((c) => !/[A-Za-z0-9_]/.test(c)))];
  if (found.length > 0) return { kind: 'characters', found };
  if (!/^[A-Za-z]/.test(input)) return { kind: 'start' };
  if (input.length < BOT_NAME_MIN) return { kind: 'tooShort' };
  if (input.length > BOT_NAME_MAX) return { kind: 'tooLong' };
  if (!/bot$/i.test(input)) return { kind: 'ending' };
  return null;
}

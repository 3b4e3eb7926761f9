/**
 * A Telegram username from what was typed: no '@', spaces become underscores, and only letters,
 * digits and underscores remain (Telegram's own alphabet for usernames).
 */
export function sanitizeBotName(input: string): string {
  return input
    .trim()
    .replace(/^@+/, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, 32);
}

/** The bot's public page in Telegram. */
export function telegramLink(botName: string): string {
  return `https://t.me/${encodeURIComponent(sanitizeBotName(botName))}`;
}

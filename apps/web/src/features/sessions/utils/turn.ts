import { ASK_NOW_AFTER_MS, type MessageAuthor } from '@kindred/shared/sessions';

import { type ChatMessage, isLocalMessage } from './messages';

/**
 * When 'Ask {therapist} now' is offered to `me` (issue 14: turn-taking): the therapist answers once
 * both partners have written since its last reply; if I have and my partner has not, I may ask it
 * to answer from ASK_NOW_AFTER_MS after my last message. Returns that moment (epoch ms), or null
 * when there is nothing to ask for: I have not written since its last reply, or my partner has.
 * Only stored messages the therapist reads count (not local copies, not held or kept ones).
 */
export function askNowAvailableAt(
  messages: readonly ChatMessage[],
  me: MessageAuthor,
): number | null {
  let myLast: number | null = null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (isLocalMessage(message) || message.visibility !== 'shared') continue;
    if (message.author === 'therapist') break;
    if (message.author !== me) return null;
    myLast ??= Date.parse(message.timestamp);
  }
  if (myLast === null || Number.isNaN(myLast)) return null;
  return myLast + ASK_NOW_AFTER_MS;
}

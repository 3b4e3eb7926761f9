/**
 * Half-written messages kept in this browser's localStorage, one per user and session, so a
 * reload does not lose them. Every key names 'draft': Quick exit and sign-out remove all of them
 * (what someone was writing must not wait on a shared device for the next person).
 */
const DRAFT_KEY = /draft/i;

/** The storage key of `userId`'s draft in session `sessionId`. */
export function draftKey(userId: string, sessionId: string): string {
  return `kindred:draft:${userId}:${sessionId}`;
}

export function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    // Storage can be unavailable (privacy modes): no draft then.
    return '';
  }
}

/** Keeps `text` as the draft; an empty (or blank) text removes it. */
export function writeDraft(key: string, text: string): void {
  try {
    if (text.trim() === '') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Full or unavailable storage: the draft is simply not kept.
  }
}

/** Removes every draft kept in this browser, whoever wrote it. */
export function clearDrafts(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && DRAFT_KEY.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Ditto.
  }
}

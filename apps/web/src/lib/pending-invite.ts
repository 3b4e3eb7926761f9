import { PENDING_INVITE_STORAGE_KEY } from '@kindred/shared/constants';

// An invitation code that waits while its user signs in, so they land back on it. Storage can be
// unavailable (private modes, blocked cookies): then there is simply no pending code.

export function getPendingInviteCode(): string | null {
  try {
    const code = window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY);
    return code && code.trim() !== '' ? code.trim() : null;
  } catch {
    return null;
  }
}

export function setPendingInviteCode(code: string): void {
  try {
    window.localStorage.setItem(PENDING_INVITE_STORAGE_KEY, code.trim());
  } catch {
    // Nothing to do: the user will have to open the link again after signing in.
  }
}

export function clearPendingInviteCode(): void {
  try {
    window.localStorage.removeItem(PENDING_INVITE_STORAGE_KEY);
  } catch {
    // See above.
  }
}

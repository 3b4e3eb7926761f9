import type { authSessions } from '@/db/schema/auth-sessions';
import type { UserRow } from '@/db/schema/users';

/** How long a resolved sign-in is used without reading it again. */
export const SIGN_IN_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type SignInRow = typeof authSessions.$inferSelect;

export interface CachedSignIn {
  session: SignInRow;
  user: UserRow;
}

/**
 * Sign-ins this instance resolved lately, so that a partner's requests in a conversation do not
 * each read their sign-in again (one database round trip fewer per request). An entry past half
 * its time is read again in the background while it still answers (`claimRefresh`), so a user
 * who keeps writing never waits for that read. Revocation stays
 * prompt: sign-out, rotation at sign-in and account deletion are announced on the bus (`end`
 * events), and every instance forgets the sign-in — or all of the user's — when it hears one,
 * the announcing instance before it answers (plugins/realtime.ts). An entry is used for at most
 * SIGN_IN_CACHE_MS after it was read, and everything is forgotten when the bus reconnects, since
 * announcements may have been missed while it was down. Expiry is checked on every use, from the
 * cached times.
 */
type Entry = CachedSignIn & { readAt: number; refreshing?: boolean };

export class SignInCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on each forgetting: a read that started before one is not cached (it may be stale). */
  private epoch = 0;

  constructor(
    private readonly ttlMs = SIGN_IN_CACHE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(id: string, now: number): CachedSignIn | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  /**
   * Whether the caller should read the sign-in again now, in the background: its entry is past
   * half its time to live and nobody is reading it already. The caller then hands the result to
   * `set` (or `forgetSignIn` when it is gone) and calls `refreshSettled` in every case.
   */
  claimRefresh(id: string, now: number): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.refreshing || now - entry.readAt < this.ttlMs / 2) return false;
    entry.refreshing = true;
    return true;
  }

  /**
   * Of these sign-ins (those with a live socket here), the ones to read again now: not cached,
   * or past half their time with nobody reading them already (claimed as `claimRefresh` does).
   */
  claimRefreshes(ids: Iterable<string>, now: number): string[] {
    const due: string[] = [];
    for (const id of ids) if (!this.entries.has(id) || this.claimRefresh(id, now)) due.push(id);
    return due;
  }

  /** A background read claimed with `claimRefresh` is over (whatever its outcome). */
  refreshSettled(id: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.refreshing = false;
  }

  /** The moment a database read starts, to hand to `set` with its result. */
  mark(): number {
    return this.epoch;
  }

  set(id: string, signIn: CachedSignIn, readAt: number, mark: number): void {
    if (mark !== this.epoch) return;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { ...signIn, readAt });
  }

  forgetSignIn(id: string): void {
    this.epoch += 1;
    this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    this.epoch += 1;
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}

import type { WriterRecent } from './messages.repository';

/** How long what this instance knows of a writer is kept after its last use. */
const TTL_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 5_000;
/** Characters of message text kept at most (about 16 MB), whatever the number of entries. */
const MAX_CHARACTERS = 8_000_000;

/** What this instance knows of a partner writing in a session. */
export interface KnownWriter extends WriterRecent {
  /** The session's id as stored (the message-order lock hashes its text). */
  sessionId: string;
  role: 'partnerA' | 'partnerB';
}

interface Entry {
  writer: KnownWriter;
  usedAt: number;
  characters: number;
}

const charactersOf = (writer: KnownWriter) =>
  writer.recent.reduce((sum, message) => sum + message.content.length, 0);

/**
 * The writers this instance stored messages for lately, so that a partner's next message needs
 * one statement instead of a read of their membership and recent messages first: the send path
 * screens with what is known here and appends with `appendMessage`, which stores nothing unless
 * the database agrees, under the session's message-order lock, that the writer is still a member
 * of the ongoing, unpaused session and that `lastId` is still their latest message there. Another
 * instance, a pause, a removal or a retried client id therefore costs a fallback to the full read,
 * never a message screened without its context. Entries leave after TTL_MS unused, and the oldest
 * leave first past MAX_ENTRIES or MAX_CHARACTERS.
 */
export class WriterCache {
  private readonly entries = new Map<string, Entry>();
  private characters = 0;

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxCharacters = MAX_CHARACTERS,
  ) {}

  /** The key of a writer in a session, however the session id's hex digits were cased. */
  static key(sessionId: string, userId: string): string {
    return `${sessionId.toLowerCase()}:${userId}`;
  }

  get(key: string, now: number): KnownWriter | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.usedAt >= this.ttlMs) {
      this.forget(key);
      return undefined;
    }
    return entry.writer;
  }

  set(key: string, writer: KnownWriter, now: number): void {
    this.forget(key);
    const characters = charactersOf(writer);
    this.entries.set(key, { writer, usedAt: now, characters });
    this.characters += characters;
    while (this.entries.size > this.maxEntries || this.characters > this.maxCharacters) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.forget(oldest.value);
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.characters -= entry.characters;
  }

  get size(): number {
    return this.entries.size;
  }
}

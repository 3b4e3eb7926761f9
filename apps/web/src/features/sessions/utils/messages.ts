import type { Message } from '@kindred/shared/sessions';

// The messages of a session as the chat holds them: the stored ones (by timestamp) and, after
// them, the writer's own messages that the server has not confirmed yet.

export type Delivery = 'sending' | 'failed';

export type ChatMessage = Message & {
  /** Only on local copies: on its way, or failed (kept with its text for a retry). */
  delivery?: Delivery;
  /** Why a failed message was not sent. */
  error?: string;
  /** False when sending again cannot help (the session ended, the text is invalid). */
  retryable?: boolean;
};

const LOCAL_PREFIX = 'local:';

export function isLocalMessage(message: ChatMessage): boolean {
  return message.id.startsWith(LOCAL_PREFIX);
}

/** The optimistic copy of a message being sent. */
export function localMessage(input: {
  therapy_session_id: string;
  content: string;
  client_id: string;
  author: Message['author'];
}): ChatMessage {
  return {
    id: `${LOCAL_PREFIX}${input.client_id}`,
    therapy_session_id: input.therapy_session_id,
    content: input.content,
    author: input.author,
    timestamp: new Date().toISOString(),
    read: true,
    client_id: input.client_id,
    visibility: 'shared',
    safety: null,
    delivery: 'sending',
  };
}

function byTimestamp(a: ChatMessage, b: ChatMessage): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds stored messages to the list: a message already there (same id) is replaced, a local copy
 * with the same client_id gives way to the stored one, anything else is added. Stored messages
 * stay in timestamp order with local copies after them. Returns `current` itself when nothing
 * changed, so React renders nothing new.
 */
export function mergeMessages(current: ChatMessage[], incoming: Message[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const stored = new Map<string, ChatMessage>();
  const local: ChatMessage[] = [];
  for (const message of current) {
    if (isLocalMessage(message)) local.push(message);
    else stored.set(message.id, message);
  }
  let changed = false;
  const confirmedClientIds = new Set<string>();
  for (const message of incoming) {
    const previous = stored.get(message.id);
    const next = keepVerdict(previous, message);
    if (!previous || !sameMessage(previous, next)) {
      stored.set(message.id, next);
      changed = true;
    }
    if (message.client_id) confirmedClientIds.add(message.client_id);
  }
  const pending = local.filter((m) => !m.client_id || !confirmedClientIds.has(m.client_id));
  if (pending.length !== local.length) changed = true;
  if (!changed) return current;
  return [...[...stored.values()].sort(byTimestamp), ...pending];
}

/**
 * A held message's verdict is only ever told to its writer, and not on every copy (a live frame
 * that shares or keeps it may leave it out): once known, it stays with the message, so the writer
 * still sees what they decided (`Shared with …`) and can reopen the card.
 */
function keepVerdict(previous: ChatMessage | undefined, incoming: Message): Message {
  if (!previous?.safety || incoming.safety || previous.author !== incoming.author) return incoming;
  return { ...incoming, safety: previous.safety };
}

function sameMessage(a: ChatMessage, b: Message): boolean {
  return (
    a.content === b.content &&
    a.visibility === b.visibility &&
    sameVerdict(a.safety, b.safety) &&
    a.timestamp === b.timestamp &&
    a.author === b.author &&
    a.read === b.read &&
    a.client_id === b.client_id &&
    a.delivery === undefined
  );
}

function sameVerdict(a: Message['safety'], b: Message['safety']): boolean {
  if (a === null || b === null) return a === b;
  return a.category === b.category && a.severity === b.severity && a.language === b.language;
}

/** Replaces the stored message with this id (a held message shared or kept), if it is there. */
export function replaceMessage(current: ChatMessage[], message: Message): ChatMessage[] {
  if (!current.some((m) => m.id === message.id)) return current;
  return mergeMessages(current, [message]);
}

/** Updates the local copy with this client_id (if it is still local). */
export function markLocalMessage(
  current: ChatMessage[],
  clientId: string,
  patch: Pick<ChatMessage, 'delivery' | 'error' | 'retryable'>,
): ChatMessage[] {
  let changed = false;
  const next = current.map((message) => {
    if (!isLocalMessage(message) || message.client_id !== clientId) return message;
    changed = true;
    const updated: ChatMessage = { ...message, ...patch };
    if (patch.delivery === 'sending') {
      delete updated.error;
      delete updated.retryable;
    }
    return updated;
  });
  return changed ? next : current;
}

/** The newest stored timestamp: where a catch-up starts. */
export function lastStoredTimestamp(messages: ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (!isLocalMessage(message)) return message.timestamp;
  }
  return null;
}

/** Catch-up overlap: clocks and commit order can put a message slightly before the last one. */
export const CATCH_UP_OVERLAP_MS = 5_000;

export function catchUpFrom(timestamp: string): string {
  return new Date(Date.parse(timestamp) - CATCH_UP_OVERLAP_MS).toISOString();
}

/** Characters as the server counts them (code points), after trimming. */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** A random id for idempotent sends; randomUUID needs a secure context, hence the fallback. */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

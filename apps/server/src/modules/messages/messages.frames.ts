import type { Db } from '@/db/client';
import type { StoredMessage } from '@/db/message-order';
import type { Audience, SessionFrameBuilder } from '@/realtime/frames';

import { findMessage, findMessagesThrough } from './messages.repository';
import { onlyFor, toMessageView } from './messages.service';

/**
 * A stored message announced on the bus → `message` frames, in stored order.
 *
 * Each writer announces a message when its own commit returns, so two commits moments apart can
 * be announced in the other order. Per audience (the sockets following the session here, from the
 * first to the last) this remembers the last message delivered in stored order and those delivered
 * ahead of their own announcement: a message goes out together with those stored before it that
 * have not been yet, and their own announcements, when they come, are skipped.
 */
export function messageFrames(db: Db): SessionFrameBuilder<'message'> {
  const delivered = new WeakMap<Audience, { last: string; early: Set<string> }>();
  return async ({ sessionId, messageId, ...event }, audience) => {
    // Set by this module's and the therapist's inserts only (the live layer does not read it).
    const stored = event.stored as StoredMessage | undefined;
    let seen = delivered.get(audience);
    if (seen?.early.delete(messageId)) return [];
    // The announcing instance has the row, and knows what its INSERT saw just before it: when
    // that is what these sockets got last (or they got nothing yet), nothing is in between.
    const rows =
      stored && (!seen || seen.last === stored.previousId)
        ? [{ ...stored.row, newer: true }]
        : seen
          ? await findMessagesThrough(db, sessionId, seen.last, messageId)
          : [await findMessage(db, messageId)].flatMap((r) => (r ? [{ ...r, newer: true }] : []));
    return rows.map((row) => {
      if (!seen) delivered.set(audience, (seen = { last: row.id, early: new Set() }));
      if (row.newer) seen.last = row.id;
      if (row.id !== messageId) seen.early.add(row.id);
      // A held message goes to its writer's sockets only: never to the partner's.
      return {
        frame: { type: 'message', sessionId, message: toMessageView(row) },
        to: onlyFor(row),
      };
    });
  };
}

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { followAsWriter } from '@/modules/messages/messages.service';
import type { WriterCache } from '@/modules/messages/writer-cache';
import type { SessionFrameBuilder } from '@/realtime/frames';

import { findSessionById } from './sessions.repository';
import { pauseView } from './sessions.service';

/**
 * Who may follow a session live: its two partners. Null if the user may, else why not. A partner
 * who may is about to write: the same read tells the send path what it needs of them.
 */
export function canFollowSession(db: Db, writers: WriterCache) {
  return async (sessionId: string, userId: string): Promise<string | null> => {
    try {
      await followAsWriter(db, writers, sessionId, userId);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.message;
    }
  };
}

/**
 * The session's status or pause changed → a `session` frame per partner: each gets the pause as
 * they see it (when they may resume).
 */
export function sessionFrames(db: Db): SessionFrameBuilder<'session'> {
  return async ({ sessionId }, audience) => {
    const row = await findSessionById(db, sessionId);
    if (!row) return [];
    return [...audience.users()].map((userId) => ({
      frame: {
        type: 'session',
        sessionId,
        status: row.status,
        ended_at: row.endedAt?.toISOString() ?? null,
        paused: pauseView(row, userId),
      },
      to: userId,
    }));
  };
}

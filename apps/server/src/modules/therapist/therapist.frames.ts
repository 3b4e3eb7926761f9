import type { SessionFrameBuilder } from '@/realtime/frames';

/** The therapist's state (typing, idle, error) → a `therapist` frame for the session's sockets. */
export const therapistStateFrames: SessionFrameBuilder<'therapist'> = ({ sessionId, state }) => [
  { frame: { type: 'therapist', sessionId, state }, to: null },
];

/** A piece of the reply being written → a `therapist.delta` frame. */
export const replyDeltaFrames: SessionFrameBuilder<'delta'> = ({ sessionId, replyId, text }) => [
  { frame: { type: 'therapist.delta', sessionId, replyId, text }, to: null },
];

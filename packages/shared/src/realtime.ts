import { z } from 'zod';

import { messageSchema, SESSION_STATUSES, sessionPauseSchema } from './sessions';

// Frames of /api/live, the WebSocket that keeps both partners' screens current.

/**
 * What one user may ask of /api/live, enforced per server instance (apps/server/src/realtime/hub.ts).
 * The web client stays far below them: it sends one subscribe per followed session when a socket
 * opens (a handful at most) and a ping every 25 s, from one socket per tab.
 */
export const LIVE_LIMITS = {
  /** Frames a socket may send at once (token bucket capacity)... */
  frameBurst: 20,
  /** ...and sustained, per second (refill rate). Over it the socket is closed. */
  framesPerSecond: 10,
  /** Open sockets per user; a new one closes that user's oldest (a tab left in the background). */
  socketsPerUser: 10,
  /** Subscribes a socket may have refused (not a member, too many followed) before it is closed. */
  refusedSubscribes: 20,
} as const;

/**
 * The close code of a socket that broke a limit (WebSocket "policy violation"). A client must not
 * reconnect at once after it: the server would only close it again.
 */
export const LIVE_POLICY_CLOSE = 1008;

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    sessionId: z.string().uuid(),
    /**
     * false: follow the session without being shown as present in it (in-app notifications
     * elsewhere in the app). Subscribing again with another value changes it. Default true.
     */
    presence: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), sessionId: z.string().uuid() }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/**
 * What changed in the couple, sent to every socket of both partners whatever sessions they follow
 * (ids only: the client reloads what it shows). `by` is the user who made the change.
 */
export const COUPLE_EVENTS = [
  'partner_joined',
  'partner_left',
  'session_started',
  'session_ended',
  'style_changed',
  /** A partner changed their name or picture. */
  'profile_changed',
] as const;
export type CoupleEvent = (typeof COUPLE_EVENTS)[number];

export const coupleFrameSchema = z.object({
  type: z.literal('couple'),
  event: z.enum(COUPLE_EVENTS),
  relationshipId: z.string(),
  sessionId: z.string().optional(),
  by: z.string().optional(),
});
export type CoupleFrame = z.infer<typeof coupleFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('subscribed'), sessionId: z.string() }),
  z.object({ type: z.literal('message'), sessionId: z.string(), message: messageSchema }),
  z.object({
    type: z.literal('therapist'),
    sessionId: z.string(),
    state: z.enum(['typing', 'idle', 'error']),
  }),
  z.object({
    type: z.literal('therapist.delta'),
    sessionId: z.string(),
    replyId: z.string(),
    text: z.string(),
  }),
  z.object({
    type: z.literal('session'),
    sessionId: z.string(),
    status: z.enum(SESSION_STATUSES),
    ended_at: z.string().nullable(),
    paused: sessionPauseSchema.nullable().default(null),
  }),
  z.object({ type: z.literal('presence'), sessionId: z.string(), online: z.array(z.string()) }),
  z.object({ type: z.literal('error'), error: z.string(), sessionId: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
  coupleFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

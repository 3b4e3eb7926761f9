import { z } from 'zod';

import { MESSAGE_MAX_LENGTH } from './constants';
import { AVATAR_IDS } from './profile';
import { MESSAGE_VISIBILITIES, safetyVerdictSchema } from './safety';
import { isStorableText, unstorableMessage } from './text';
import { PERSONA_IDS } from './therapist-style';

// Contracts of therapy sessions and messages.

export const SESSION_STATUSES = ['ongoing', 'scheduled', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const MESSAGE_AUTHORS = ['partnerA', 'partnerB', 'therapist'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const SESSION_ERRORS = {
  notFound: 'Session not found',
  needsPartner: 'You need a connected partner to start a session',
  ended: 'This session has ended',
  authorMismatch: 'You can only post messages as yourself',
  emptyMessage: 'Message cannot be empty',
  tooLong: `Message is too long (at most ${MESSAGE_MAX_LENGTH} characters)`,
  paused: 'This session is paused',
  notPaused: 'This session is not paused',
  resumeLater: 'You can resume this session later',
  messageNotFound: 'Message not found',
  nothingToAnswer: 'There is nothing new for the therapist to answer yet',
  notHeld: 'This message is already shared',
  unstorable: unstorableMessage('Message'),
  startFailed: 'Failed to start a new therapy session.',
} as const;

/** The therapist's first words in every session; the server speaks the couple's language. */
export const welcomeMessage = (sessionNumber: number) =>
  `Welcome to Session ${sessionNumber} of the program. Let's begin.`;

/**
 * "Ask {therapist} now" (issue 14: turn-taking): the therapist answers once both partners have
 * written since its last reply; a partner whose partner has been silent this long since their own
 * last message may ask it to answer now (POST /api/sessions/:id/ask → 202).
 */
export const ASK_NOW_AFTER_MS = 60_000;

const person = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(AVATAR_IDS).nullable(),
});

/**
 * Set while a session is paused after a held disclosure. It says nothing of who or why; only
 * `resume_from` differs between the partners (the writer may resume at once).
 */
export const sessionPauseSchema = z.object({
  since: z.string(),
  /** When the caller may resume it: now or earlier for the writer, a day later for the partner. */
  resume_from: z.string(),
});
export type SessionPause = z.infer<typeof sessionPauseSchema>;

/**
 * What ending a session writes (issue 14: 'View Summary' and memory across sessions), in the
 * couple's therapist language. Built from the partners' answers to each program step, never from
 * the rest of the conversation.
 */
export const sessionSummarySchema = z.object({
  /** The program's title, e.g. 'Assessment and goal setting'. */
  title: z.string(),
  /** Each partner's goals or commitments in their own words (answers to the goal-setting steps). */
  goals: z.array(
    z.object({ author: z.enum(['partnerA', 'partnerB']), name: z.string(), text: z.string() }),
  ),
  /** What the session worked on: the titles of the program steps the couple reached. */
  practised: z.array(z.string()),
  /** A small practice for the week. */
  practice: z.string(),
  steps_reached: z.number().int(),
  steps_total: z.number().int(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const therapySessionSchema = z.object({
  id: z.string(),
  relationship_id: z.string(),
  session_number: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  paused: sessionPauseSchema.nullable().default(null),
  /** The user who ended it (completed sessions). */
  ended_by: z.string().nullable().default(null),
  /** Written when the session ends; null before, and for sessions ended before summaries existed. */
  summary: sessionSummarySchema.nullable().default(null),
});
export type TherapySession = z.infer<typeof therapySessionSchema>;

/** The couple's therapist: the persona they chose (the default until they choose). */
export const sessionTherapistSchema = z.object({
  persona_id: z.enum(PERSONA_IDS),
  name: z.string(),
});
export type SessionTherapist = z.infer<typeof sessionTherapistSchema>;

/** GET /api/sessions/:id — the session with who the caller is in it, and who guides it. */
export const sessionDetailSchema = therapySessionSchema.extend({
  role: z.enum(['partnerA', 'partnerB']),
  me: person,
  partner: person.nullable(),
  therapist: sessionTherapistSchema,
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const messageSchema = z.object({
  id: z.string(),
  therapy_session_id: z.string(),
  content: z.string(),
  author: z.enum(MESSAGE_AUTHORS),
  timestamp: z.string(),
  read: z.boolean(),
  client_id: z.string().nullable(),
  /** Only ever `private` or `kept` in what its writer receives: the partner never gets those. */
  visibility: z.enum(MESSAGE_VISIBILITIES).default('shared'),
  /** The screen's verdict, on the writer's own held (`private`/`kept`) messages only. */
  safety: safetyVerdictSchema.nullable().default(null),
});
export type Message = z.infer<typeof messageSchema>;

export const safetySchema = safetyVerdictSchema.nullable();
export type SafetyFlag = z.infer<typeof safetySchema>;

export const createSessionSchema = z.strictObject({
  relationship_id: z.string().uuid(),
  // Accepted for compatibility with clients that send them; the server decides both.
  session_number: z.unknown().optional(),
  status: z.unknown().optional(),
});

export const sendMessageSchema = z.strictObject({
  therapy_session_id: z.string().uuid(),
  content: z.string().max(MESSAGE_MAX_LENGTH * 4),
  client_id: z
    .string()
    .min(1)
    .max(100)
    .refine(isStorableText, unstorableMessage('client_id'))
    .optional(),
  /** Optional: must match the caller's role if given, so nobody posts as someone else. */
  author: z.enum(MESSAGE_AUTHORS).optional(),
});

/** POST /api/messages/:id/visibility: the writer shares a held message or keeps it private. */
export const messageVisibilitySchema = z.strictObject({
  visibility: z.enum(['shared', 'kept']),
});

/** POST /api/messages answer: the stored message and, for the writer only, the safety screen. */
export const sendMessageResponseSchema = messageSchema.extend({ safety: safetySchema });

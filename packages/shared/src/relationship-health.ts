import { z } from 'zod';

// GET /api/relationships/current/health: the dashboard's Relationship Health measures, computed
// from what the couple really did (docs/dashboard.md says how).

/** Weekly Check-ins look at the last 7 days, today included. */
export const CHECKIN_WINDOW_DAYS = 7;
/** Communication looks at the exchanges of the last 30 days. */
export const COMMUNICATION_WINDOW_DAYS = 30;

export const healthQuerySchema = z.object({
  /** The reader's IANA time zone, so "a day" is their day; UTC when absent. */
  tz: z.string().max(64).optional(),
});

export const HEALTH_ERRORS = { unknownTimeZone: 'Invalid request: tz: unknown time zone' } as const;

export const relationshipHealthSchema = z.object({
  /** False until the couple has done anything these measures count: the dashboard says so. */
  has_data: z.boolean(),
  weekly_checkins: z.object({
    /** Days of the last 7 on which either partner wrote in a session or completed a practice. */
    days: z.number().int().min(0).max(CHECKIN_WINDOW_DAYS),
    of: z.literal(CHECKIN_WINDOW_DAYS),
  }),
  /** Null until there is at least one exchange in the last 30 days. */
  communication: z
    .object({
      /** Share of the exchanges in which both partners wrote, 0–100. */
      percent: z.number().int().min(0).max(100),
      /** Exchanges in which both partners wrote. */
      mutual: z.number().int().nonnegative(),
      /** All exchanges (a run of partner messages the therapist then answered, or still open). */
      exchanges: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type RelationshipHealth = z.infer<typeof relationshipHealthSchema>;

import { z } from 'zod';

// The safety screen's vocabulary, shared by the server (screen, storage) and the web (private
// card, Get help). docs/safety.md explains each category and what each partner sees.

/**
 * What the screen looks for. `partner_violence` covers hitting, strangling, threats and fear of
 * the partner; `coercive_control` covers stalking/tracking and control of money, phone and
 * friends; `sexual_coercion` is named apart because its resources differ in some countries.
 */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'partner_violence',
  'coercive_control',
  'sexual_coercion',
  'child_at_risk',
  'harm_to_others',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** `high`: danger now or soon (a plan, a means, a time, a weapon, strangling); `medium`: the rest. */
export const SAFETY_SEVERITIES = ['high', 'medium'] as const;
export type SafetySeverity = (typeof SAFETY_SEVERITIES)[number];

/** The therapist's five languages, as ISO 639-1 codes. */
export const SAFETY_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type SafetyLanguage = (typeof SAFETY_LANGUAGES)[number];

/** What the writer (and only the writer) is told about one of their messages. */
export const safetyVerdictSchema = z.object({
  category: z.enum(SAFETY_CATEGORIES),
  severity: z.enum(SAFETY_SEVERITIES),
  /** The language the disclosure was recognised in: the private card speaks it. */
  language: z.enum(SAFETY_LANGUAGES),
});
export type SafetyVerdict = z.infer<typeof safetyVerdictSchema>;

/**
 * A flagged message is held: `private` until its writer shares it. `shared` is every ordinary
 * message and a held one its writer chose to share; `kept` is a held one its writer chose to keep
 * between themselves and Kindred.
 */
export const MESSAGE_VISIBILITIES = ['shared', 'private', 'kept'] as const;
export type MessageVisibility = (typeof MESSAGE_VISIBILITIES)[number];

/** The neutral notice both partners see while a session is paused: it says nothing of who or why. */
export const PAUSE_NOTICE = 'Kindred has paused this session. You can come back to it later.';

/** The writer may resume a paused session at once; their partner once this much time has passed. */
export const PARTNER_RESUME_AFTER_MS = 24 * 60 * 60 * 1000;

import { z } from 'zod';

// The profile: a display name and one of six locally drawn avatars. Set in onboarding, changed
// later in Settings; the partner and the therapist call the user by it.

export const AVATAR_IDS = [
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export const DISPLAY_NAME_MAX = 60;

export const PROFILE_ERRORS = {
  nameRequired: 'Enter your name',
  nameTooLong: 'Name is too long',
  nameControl: 'Your name cannot contain line breaks or control characters',
} as const;

/**
 * What a name must not hold: C0/C1 controls (line breaks and tabs too: a name is one line) and the
 * marks that reorder or hide what the partner reads (bidirectional overrides and isolates, the
 * line and paragraph separators, the byte-order mark). Joiners stay: emoji sequences need them.
 */
const HIDDEN_IN_NAME =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, PROFILE_ERRORS.nameRequired)
  .max(DISPLAY_NAME_MAX, PROFILE_ERRORS.nameTooLong)
  .refine((name) => !HIDDEN_IN_NAME.test(name), PROFILE_ERRORS.nameControl);

export const profileSchema = z.strictObject({
  name: displayNameSchema,
  avatar: z.enum(AVATAR_IDS).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

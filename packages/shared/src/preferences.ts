import { z } from 'zod';

import { insideJokesSchema } from './inside-jokes';
import { notificationPreferencesSchema } from './notifications';
import { profileSchema } from './profile';
import { safetyCountrySchema } from './safety-resources';
import { therapistStyleSchema } from './therapist-style';

export const CONTACT_EMAIL_MAX = 254;
export const contactEmailSchema = z
  .string()
  .trim()
  .max(CONTACT_EMAIL_MAX, 'E-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** GET /api/preferences: what the user chose, with defaults filled in. */
export const preferencesSchema = z.object({
  profile: profileSchema.nullable(),
  /** The couple's style when in a couple, else the user's own, else the defaults. */
  therapist_style: therapistStyleSchema,
  notifications: notificationPreferencesSchema,
  contact_email: z.string().nullable(),
  inside_jokes: insideJokesSchema,
  /** Whose crisis resources to show; null: the country the browser's locale names. */
  country: safetyCountrySchema.nullable().default(null),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: any subset; unknown fields are refused. */
export const updatePreferencesSchema = z.strictObject({
  profile: profileSchema.optional(),
  therapist_style: therapistStyleSchema.optional(),
  notifications: notificationPreferencesSchema.optional(),
  contact_email: contactEmailSchema.nullable().optional(),
  inside_jokes: insideJokesSchema.optional(),
  country: safetyCountrySchema.nullable().optional(),
});
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

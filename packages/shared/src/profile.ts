import { z } from 'zod';

// Onboarding profile (spec §3 Profile draft): a display name and one of six locally drawn avatars.

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

export const profileSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name').max(DISPLAY_NAME_MAX, 'Name is too long'),
  avatar: z.enum(AVATAR_IDS).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

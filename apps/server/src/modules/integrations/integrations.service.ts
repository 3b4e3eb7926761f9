import { z } from 'zod';

import { contactEmailSchema } from '@kindred/shared/preferences';

import type { Db } from '@/db/client';

import { upsertWaitlistEntry } from './integrations.repository';

/** The messaging apps that are 'Coming Soon' on /integrations. */
export const WAITLIST_APPS = ['signal', 'messenger'] as const;

export const waitlistSchema = z.strictObject({
  app: z.enum(WAITLIST_APPS),
  email: contactEmailSchema,
});

/** 'Notify Me': one address per user and app; signing up again replaces it. */
export async function joinWaitlist(db: Db, userId: string, input: z.infer<typeof waitlistSchema>) {
  await upsertWaitlistEntry(db, userId, input.app, input.email);
  return { app: input.app, email: input.email };
}

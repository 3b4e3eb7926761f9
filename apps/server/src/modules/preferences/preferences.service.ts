import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
} from '@kindred/shared/notifications';
import { type InsideJoke, insideJokesSchema } from '@kindred/shared/inside-jokes';
import type { Preferences, UpdatePreferences } from '@kindred/shared/preferences';
import { profileSchema } from '@kindred/shared/profile';
import { safetyCountrySchema } from '@kindred/shared/safety-resources';
import { DEFAULT_THERAPIST_STYLE, therapistStyleSchema } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import {
  findRelationshipOf,
  refreshPartnerDisplay,
  setCoupleStyle,
} from '@/modules/relationships/relationships.repository';
import { coupleEvent, type Publish } from '@/realtime/events';

import { findPreferences, upsertPreferences } from './preferences.repository';

const parsed = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : null;
};

/** Someone's inside-joke dictionary (empty when they have none or it does not parse). */
export async function insideJokesOf(db: Db, userId: string): Promise<InsideJoke[]> {
  const parsed = insideJokesSchema.safeParse(
    (await findPreferences(db, userId))?.insideJokes ?? [],
  );
  return parsed.success ? parsed.data : [];
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row, couple] = await Promise.all([
    findPreferences(db, userId),
    findRelationshipOf(db, userId),
  ]);
  return {
    profile: parsed(profileSchema, row?.profile),
    therapist_style:
      parsed(therapistStyleSchema, couple?.therapistStyle) ??
      parsed(therapistStyleSchema, row?.therapistStyle) ??
      DEFAULT_THERAPIST_STYLE,
    notifications:
      parsed(notificationPreferencesSchema, row?.notifications) ?? DEFAULT_NOTIFICATION_PREFERENCES,
    contact_email: row?.contactEmail ?? null,
    inside_jokes: parsed(insideJokesSchema, row?.insideJokes) ?? [],
    country: parsed(safetyCountrySchema, row?.country),
  };
}

/**
 * Saves what changed. A therapist style chosen inside a couple is the couple's (both partners'
 * therapist uses it); a profile change is reflected where the user is someone's partner. Both are
 * announced to the couple, so that the other partner's open screens show them at once.
 */
export async function updatePreferences(
  db: Db,
  publish: Publish,
  userId: string,
  patch: UpdatePreferences,
): Promise<Preferences> {
  const couple = await db.transaction(async (tx) => {
    await upsertPreferences(tx, userId, {
      ...(patch.profile !== undefined ? { profile: patch.profile } : {}),
      ...(patch.therapist_style !== undefined ? { therapistStyle: patch.therapist_style } : {}),
      ...(patch.notifications !== undefined ? { notifications: patch.notifications } : {}),
      ...(patch.contact_email !== undefined ? { contactEmail: patch.contact_email } : {}),
      ...(patch.inside_jokes !== undefined ? { insideJokes: patch.inside_jokes } : {}),
      ...(patch.country !== undefined ? { country: patch.country } : {}),
    });
    if (!patch.therapist_style && !patch.profile) return undefined;
    const found = await findRelationshipOf(tx, userId);
    if (found && patch.therapist_style) await setCoupleStyle(tx, found.id, patch.therapist_style);
    if (patch.profile) {
      await refreshPartnerDisplay(tx, userId, {
        name: patch.profile.name,
        avatar: patch.profile.avatar,
      });
    }
    return found;
  });
  if (couple) {
    // The couple's style is both partners': the other one's screens show it too.
    if (patch.therapist_style) await publish(coupleEvent('style_changed', couple, userId));
    // So are the name and picture the partner sees in the chat and on the dashboard.
    if (patch.profile) await publish(coupleEvent('profile_changed', couple, userId));
  }
  return getPreferences(db, userId);
}

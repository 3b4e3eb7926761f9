import { z } from 'zod';

// Notification preferences (spec §3): per type, e-mail / push / in-app switches.

export const NOTIFICATION_TYPES = ['session', 'checkin', 'training', 'partner'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  session: 'Therapy Sessions',
  checkin: 'Daily Check-ins',
  training: 'Self-Training Reminders',
  partner: 'Partner Activities',
};

const channels = z.strictObject({ email: z.boolean(), push: z.boolean(), inApp: z.boolean() });
export type NotificationChannels = z.infer<typeof channels>;

export const notificationPreferencesSchema = z.strictObject({
  session: channels,
  checkin: channels,
  training: channels,
  partner: channels,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Defaults: sessions all on; check-ins e-mail off; training push off; partner all on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  session: { email: true, push: true, inApp: true },
  checkin: { email: false, push: true, inApp: true },
  training: { email: true, push: false, inApp: true },
  partner: { email: true, push: true, inApp: true },
};

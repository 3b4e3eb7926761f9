import { z } from 'zod';

// Notification preferences: per type, e-mail / push / in-app switches.

export const NOTIFICATION_TYPES = ['session', 'checkin', 'training', 'partner'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_ERRORS = { notFound: 'Notification not found' } as const;

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

// Notices (GET /api/notifications): what Kindred tells a user in the app about something that
// happened to their couple, kept until they have read it.

export const NOTICE_KINDS = ['partner_deleted_account'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    kind: z.literal('partner_deleted_account'),
    created_at: z.string(),
    data: z.object({
      /** The partner who left, as the reader knew them. */
      partner_name: z.string(),
      /** How many shared sessions (with their messages) were deleted with the account. */
      sessions_deleted: z.number().int().nonnegative(),
      /** True when the leaver owned the couple: the couple itself is gone too. */
      couple_deleted: z.boolean(),
    }),
  }),
]);
export type Notice = z.infer<typeof noticeSchema>;
export type NoticeData<K extends NoticeKind> = Extract<Notice, { kind: K }>['data'];

export const noticesSchema = z.array(noticeSchema);

// Every string of the notification preferences (in /settings) and the in-app notices, in one place.

import type { NotificationType } from '@kindred/shared/notifications';

export type Channel = 'email' | 'push' | 'inApp';

export const NOTIFICATION_STRINGS = {
  title: 'Notification Preferences',
  description: 'Choose how Kindred lets you know what is happening, for each kind of news.',
  loading: 'Loading your notification settings...',
  loadFailed: "We couldn't load your notification settings.",
  tryAgain: 'Try again',
  saved: 'Notification settings updated',
  saveFailed: "Your notification settings couldn't be saved",
  needsSignIn: 'You need to be logged in',

  channels: {
    email: 'Email',
    push: 'Push',
    inApp: 'In-app',
  } satisfies Record<Channel, string>,
  switchLabel: (channel: string, type: string) => `${channel} (${type})`,
  summaryOff: 'All off',
  summary: (on: string[]) => on.join(' · '),

  /** What each switch does today, plainly: e-mail and push are kept for when they exist. */
  channelHints: {
    email: 'Saved for later: Kindred does not send e-mail yet.',
    push: 'Saved for later: push notifications arrive with the mobile app.',
  } satisfies Record<Exclude<Channel, 'inApp'>, string>,
  inAppHints: {
    session: 'A notice when your therapist replies while you are elsewhere in Kindred.',
    partner: 'A notice when your partner joins your ongoing session.',
    checkin: 'Saved for later: Kindred does not send check-in reminders yet.',
    training: 'Saved for later: Kindred does not send training reminders yet.',
  } satisfies Record<NotificationType, string>,

  partnerJoined: (name: string, sessionNumber: number) => `${name} joined Session ${sessionNumber}`,
  partnerJoinedText: 'Your partner is in the session now.',
  therapistReplied: (sessionNumber: number) => `Your therapist replied in Session ${sessionNumber}`,
  therapistRepliedText: 'Open the session to read the reply.',
  yourPartner: 'Your partner',
  openChat: 'Open chat',

  partnerDeletedAccount: (name: string) => `${name} deleted their account`,
  partnerDeletedAccountText: ({
    sessions_deleted: n,
    couple_deleted: coupleDeleted,
  }: {
    sessions_deleted: number;
    couple_deleted: boolean;
  }) =>
    [
      n === 0
        ? 'You had no sessions together, so no sessions were deleted.'
        : `Your ${n === 1 ? 'shared session and its messages were' : `${n} shared sessions and their messages were`} deleted with it, for both of you.`,
      coupleDeleted
        ? 'Your couple was theirs, so it is gone too; your own account stays, and you can invite a partner from Settings.'
        : 'Your account and couple stay; you can invite a partner again from Settings.',
    ].join(' '),
  noticeDismiss: 'OK',
} as const;

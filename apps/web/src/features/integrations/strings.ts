// Every string of /integrations (product-spec §2 Integrations, §4, §5, §9), in one place.

import type { WaitlistApp } from './constants';

export const INTEGRATIONS_STRINGS = {
  title: 'Integrations',
  description: 'Bring Kindred into the messaging app you already use together.',

  privacyTitle: 'Privacy First',
  privacyShared: 'A linked chat only sees what the two of you write in it.',
  privacyNotShared:
    'Your therapy sessions, journal entries, inside jokes and account details are never sent to a messaging app.',

  tabsLabel: 'Messaging apps',
  comingSoon: 'Coming Soon',
  apps: { telegram: 'Telegram', whatsapp: 'WhatsApp', signal: 'Signal', messenger: 'Messenger' },

  telegramTitle: 'Telegram group',
  telegramText:
    'A group chat for the two of you and the Kindred bot, for check-ins between sessions.',
  botName: 'Bot Name',
  botNamePlaceholder: 'e.g. KindredCoupleBot',
  botNameHint: 'Letters, numbers and underscores, as on Telegram.',
  botNameRequired: 'Please enter a bot name.',
  botNameInvalid: 'Use at least one letter or number.',
  createGroup: 'Create Telegram Group',
  creatingGroup: 'Creating Group...',
  groupCreated: 'Group Created Successfully',
  groupCreatedText: (bot: string) =>
    `Open Telegram, start a group with your partner and add @${bot} to it.`,
  openInTelegram: 'Open in Telegram',
  opensInNewTab: 'Opens in a new tab.',
  telegramHonesty:
    "Kindred can't create Telegram groups for you yet: this prepares the bot's link, and you make the group in Telegram.",
  startOver: 'Use another bot name',

  whatsappTitle: 'WhatsApp',
  whatsappText: 'Scan the code with WhatsApp on your phone to link it to your Kindred account.',
  qrLabel: 'WhatsApp link QR code',
  qrBadge: 'QR refreshes every 20 seconds',
  refreshQr: 'Refresh QR Code',
  qrGeneratedAt: (time: string) => `Code created at ${time}`,
  qrUnavailable: "The QR code couldn't be drawn. Try refreshing it.",
  whatsappHonesty:
    "Preview: Kindred's WhatsApp link isn't live yet, so scanning the code doesn't connect anything today. It changes every 20 seconds so an old screenshot can't be reused.",
  whatsappSteps: [
    'Open WhatsApp on your phone.',
    'Go to Settings → Linked devices → Link a device.',
    'Point your phone at this code.',
  ],

  comingSoonText: (app: string) =>
    `We're building the ${app} integration. Leave your e-mail and we'll tell you when it's ready.`,
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  notifyMe: 'Notify Me',
  notifying: 'Saving...',
  notifyConfirmed: (email: string) => `We'll let you know at ${email}`,
  notifyConfirmedDetail: (app: string) => `as soon as ${app} works with Kindred.`,
  onTheList: (app: string, email: string) => `You're on the ${app} list as ${email}.`,
  notifyFailed: "We couldn't save your e-mail",
} as const;

export const WAITLIST_APP_NAMES: Record<WaitlistApp, string> = {
  signal: INTEGRATIONS_STRINGS.apps.signal,
  messenger: INTEGRATIONS_STRINGS.apps.messenger,
};

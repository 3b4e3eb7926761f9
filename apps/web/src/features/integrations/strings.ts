// Every string of /integrations, in one place.

import type { WaitlistApp } from './constants';

export const INTEGRATIONS_STRINGS = {
  title: 'Integrations',
  description: 'Bring Kindred into the messaging app you already use together.',

  privacyTitle: 'Privacy First',
  privacyShared:
    'Nothing is linked to a messaging app today: Kindred sends nothing to Telegram or WhatsApp, and reads nothing from them.',
  privacyNotShared:
    'Your therapy sessions, journal entries, inside jokes and account details are never sent to a messaging app.',

  tabsLabel: 'Messaging apps',
  comingSoon: 'Coming Soon',
  apps: { telegram: 'Telegram', whatsapp: 'WhatsApp', signal: 'Signal', messenger: 'Messenger' },

  // Telegram strings such as 'Create Telegram Group', 'Creating Group...', 'Group Created
  // Successfully', 'Open in Telegram') describe a creation that does not happen: replaced by what
  // is true (telegram-panel.tsx).
  telegramTitle: 'Telegram group',
  telegramText:
    "Kindred has no Telegram bot yet, so it can't create a group or take part in one. Check a bot's name here and see how to set up a group for the two of you yourselves.",
  botName: 'Bot Name',
  botNamePlaceholder: 'e.g. our_checkin_bot',
  botNameHint:
    "5–32 characters: letters a–z, digits and underscores, starting with a letter and ending in 'bot', as Telegram requires for a bot's username.",
  botNameRequired: 'Please enter a bot name.',
  botNameAt: 'Leave out the @: enter the username only, e.g. our_checkin_bot.',
  botNameCharacters: (found: string[]) =>
    `Telegram usernames can't contain ${found
      .map((c) => (c === ' ' ? 'spaces' : `“${c}”`))
      .join(', ')}: use only letters a–z, digits and underscores.`,
  botNameStart: 'A Telegram username starts with a letter.',
  botNameTooShort: 'A Telegram username has at least 5 characters.',
  botNameTooLong: 'A Telegram username has at most 32 characters.',
  botNameEnding: "Telegram requires a bot's username to end in 'bot', e.g. our_checkin_bot.",
  showSteps: 'Show the steps',
  nothingCreated: 'Nothing was created',
  whatKindredDid: (bot: string) =>
    `What Kindred did: nothing. It has no Telegram bot and no access to Telegram, so it created no group or bot, did not contact @${bot}, and did not store the name.`,
  yourStepsTitle: 'What you can do yourselves in Telegram',
  yourSteps: (bot: string) => [
    'Open Telegram and start a New Group.',
    'Add your partner to it, and give the group a name.',
    `Add @${bot} only if it is a bot that you or your partner made (with Telegram's @BotFather) or fully trust: a bot in the group can read what is sent to it.`,
  ],
  telegramHonesty:
    "Kindred can't create Telegram groups for you yet: nothing is sent to Telegram from this page.",
  startOver: 'Use another bot name',

  whatsappTitle: 'WhatsApp',
  // "Scan to link" would link nothing: the code is a preview (whatsapp-panel.tsx).
  whatsappText:
    "A preview of Kindred's WhatsApp link, which isn't live yet: scanning the code connects nothing.",
  qrLabel: 'WhatsApp link QR code',
  qrBadge: 'QR refreshes every 20 seconds',
  refreshQr: 'Refresh QR Code',
  qrGeneratedAt: (time: string) => `Code created at ${time}`,
  qrUnavailable: "The QR code couldn't be drawn. Try refreshing it.",
  whatsappHonesty:
    'What the code holds: a random number made in this browser and the time, nothing about you or your account. It changes every 20 seconds so an old screenshot is worthless.',
  whatsappWarning:
    "Don't scan it from WhatsApp's Linked devices screen: that gives a computer access to all of your chats. Kindred will never ask you to link a device.",

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

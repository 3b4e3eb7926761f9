// The settings page's own strings; each section has its feature's.

export const SETTINGS_STRINGS = {
  title: 'Settings',
  description:
    'Your notifications, your therapist, your partner connection, your account and your data.',
  preferences: 'Preferences',
  therapistStyleTitle: 'Therapist Style',
  therapistStyleText:
    'How your AI therapist talks with the two of you: empathy, directness, length, language and your inside jokes.',
  therapistStyleLink: 'Personalize your therapist',
  integrationsTitle: 'Integrations',
  integrationsText: 'Bring Kindred into the messaging apps you already use together.',
  integrationsLink: 'Manage integrations',
  accountManagement: 'Account Management',
  yourPartner: 'your partner',
} as const;

// The settings page's own strings (product-spec §2 /settings); each section has its feature's.

export const SETTINGS_STRINGS = {
  title: 'Settings',
  description: 'Your partner connection, your account and your data.',
  accountManagement: 'Account Management',
} as const;

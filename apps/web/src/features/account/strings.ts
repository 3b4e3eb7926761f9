// Every string of Settings → Account Management's own sections (product-spec §2 /settings, §8
// toasts), in one place.

export const ACCOUNT_STRINGS = {
  emailTitle: 'Email Address',
  emailText: 'Where Kindred may write to you about your account. It is never shared.',
  emailLabel: 'Contact e-mail',
  emailPlaceholder: 'you@example.com',
  update: 'Update',
  updating: 'Updating...',
  emailUpdated: 'Email update initiated',
  emailUpdatedText: (email: string) => `We'll write to ${email} from now on.`,
  emailUnchanged: 'That is already your contact e-mail.',
  emailLoadFailed: "We couldn't load your contact e-mail.",
  tryAgain: 'Try again',

  dataTitle: 'Data Management',
  dataText:
    'Download a copy of everything Kindred stores about you (profile, preferences, your couple, sessions and messages) as a JSON file.',
  exportData: 'Export Your Data',
  exporting: 'Preparing...',
  exportStarted: 'Data export initiated',
  exportStartedText: "You'll receive an email with your data shortly.",
  exportFailed: 'Failed to export your data',

  dangerTitle: 'Danger Zone',
  dangerText:
    'Deleting your account removes your profile, preferences and sign-in for good. If you created your couple, your shared sessions and their messages are deleted too.',
  deleteAccount: 'Delete Account',
  deleting: 'Deleting...',
  confirmTitle: 'Delete your account?',
  confirmText:
    "This permanently deletes your account and everything stored about you. If you created your couple, its sessions and messages are deleted for both of you; if you joined your partner's, you are simply disconnected. This cannot be undone.",
  cancel: 'Cancel',
  deleted: 'Your account has been deleted successfully',
  deleteFailed: 'An unexpected error occurred while deleting your account',
  deleteNeedsSignIn: 'You need to be logged in to delete your account',

  needsSignIn: 'You need to be logged in',
  unexpected: 'An unexpected error occurred',
} as const;

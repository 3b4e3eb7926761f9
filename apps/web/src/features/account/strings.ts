// Every string of Settings → Account Management's own sections and their toasts, in one place.

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
  // "You'll receive an email with your data shortly." would be a lie: nothing is e-mailed, the file
  // is downloaded there and then.
  exportStartedText: (filename: string) =>
    `${filename} is being saved to your downloads. Nothing is sent by e-mail.`,
  exportFailed: 'Failed to export your data',

  dangerTitle: 'Danger Zone',
  dangerText:
    'Deleting your account removes your profile, preferences, sign-in and every therapy session you shared with a partner, for both of you. It cannot be undone.',
  deleteAccount: 'Delete Account',
  deleting: 'Deleting...',
  confirmTitle: 'Delete your account?',
  // What DELETE /api/account really does (apps/server/src/modules/account/account.service.ts).
  confirmYou:
    'This permanently deletes your account: your profile, preferences, contact e-mail, training progress and sign-in.',
  confirmOwnerWithPartner: (partner: string) =>
    `Your couple with ${partner} is deleted too, with every therapy session you shared and all their messages: ${partner} loses them as well. ${partner} keeps their own account and will see a notice in Kindred that you deleted yours.`,
  confirmPartner: (partner: string) =>
    `You leave ${partner}'s couple, and every therapy session you shared is deleted with all its messages, for ${partner} too: they keep their account but not your conversations. ${partner} will see a notice in Kindred that you deleted your account.`,
  confirmOwnerAlone: 'Your couple, its invitation link and any sessions in it are deleted too.',
  confirmNoCouple: 'Nothing else is shared with anyone, so nothing else changes.',
  confirmExport:
    'Want to keep a copy? Export your data first: a JSON file with your profile, preferences, sessions and messages is downloaded to this device.',
  confirmFinal: 'This cannot be undone.',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted successfully',
  deleteFailed: 'An unexpected error occurred while deleting your account',
  deleteNeedsSignIn: 'You need to be logged in to delete your account',

  needsSignIn: 'You need to be logged in',
  unexpected: 'An unexpected error occurred',
} as const;

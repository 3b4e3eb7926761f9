// Every string the relationships feature shows (the dashboard's partner card, Settings' Partner
// Connection and their toasts), in one place.

export const RELATIONSHIP_STRINGS = {
  partnerCardTitle: 'Your Partner',
  partnerConnectionTitle: 'Partner Connection',
  partnerConnectionText: 'The person you share your sessions with.',
  connectedSince: 'Connected since',
  noPartner: "You haven't connected with a partner yet.",
  noPartnerHint: 'Invite your partner to start guided sessions together.',
  invitePartner: 'Invite Partner',
  loading: 'Loading partner details...',
  unavailable: 'Partner details are unavailable right now.',
  tryAgain: 'Try again',

  removePartner: 'Remove Partner',
  removing: 'Removing...',
  confirmTitle: 'Remove your partner?',
  confirmText: (name: string) =>
    `You will no longer be connected with ${name}. The therapy sessions you started together, and their messages, will be deleted for both of you. This cannot be undone.`,
  cancel: 'Cancel',
  removed: 'Partner removed successfully',
  removeFailed: 'Failed to remove partner',
  needsSignIn: 'You need to be logged in to remove your partner',
} as const;

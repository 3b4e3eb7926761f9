// Every string of the invitation screens (/accept-invite, onboarding step 2 and the settings
// dialog), their errors and toasts, in one place.

import { RELATIONSHIP_ERRORS } from '@kindred/shared/relationships';

export const INVITE_STRINGS = {
  // Creating and sharing the link (onboarding step 2, settings dialog).
  dialogTitle: 'Invite Your Partner',
  dialogTrigger: 'Invite Partner',
  explanation:
    'Send this link to your partner, or let them scan the QR code. Once they accept, your accounts are connected and you can start guided sessions together.',
  laterNote: 'Not the right moment? You can invite your partner later from Settings.',
  rotateNote: 'Generating a new link makes the previous one stop working.',
  preparing: 'Creating your invitation link...',
  linkLabel: 'Invitation link',
  qrLabel: 'QR code of your invitation link',
  qrUnavailable: 'QR code unavailable. Use the link instead.',
  copy: 'Copy',
  share: 'Share Invitation',
  sharing: 'Sharing...',
  generate: 'Generate New Link',
  generating: 'Generating...',
  tryAgain: 'Try again',
  shareTitle: 'Join me on Kindred',
  shareText: "I'd like us to try Kindred together. Open this link to connect with me:",
  copied: 'Invitation link copied to clipboard!',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  shared: 'Invitation shared successfully!',
  generated: 'New invitation link generated!',
  createFailed: 'Failed to create invitation. Please try again.',
  createNeedsSignIn: 'You need to be logged in to create an invitation',
  connectedTitle: (name: string) => `You're connected with ${name}`,
  connectedText: 'Your accounts are linked, so there is no one left to invite.',
  unavailable: "We couldn't load your invitation details.",

  // Accepting (/accept-invite/:code).
  checking: 'Checking invitation...',
  acceptTitle: 'Accept Invitation',
  acceptLead: (name: string) => `${name} has invited you to join them on Kindred.`,
  acceptExplanation:
    'Accepting connects your two accounts as a couple: you will share guided therapy sessions with an AI therapist and see each other in your dashboard. Either of you can remove the connection at any time in Settings.',
  decline: 'Decline',
  accept: 'Accept Invitation',
  accepting: 'Accepting...',
  accepted: 'Invitation accepted successfully!',
  acceptNeedsSignIn: 'You need to be logged in to accept this invitation',
  signInFirst: 'Please log in or create an account to accept this invitation',
  checkFailed: 'An error occurred while checking the invitation',
  unexpected: 'An unexpected error occurred',
  errorTitle: 'Invitation Error',
  goHome: 'Go Home',

  ...RELATIONSHIP_ERRORS,
} as const;

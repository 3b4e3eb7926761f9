// Every string the sessions feature shows (the chat, its toasts and errors), in one place.

export const SESSION_STRINGS = {
  pageTitle: 'Therapy Session',
  loading: 'Loading your therapy session...',
  errorTitle: 'Session Error',
  errorText:
    "We couldn't load this therapy session. It may have been deleted or you might not have permission to access it.",
  returnToDashboard: 'Return to Dashboard',

  headerTitle: (partnerName: string) => `Session with ${partnerName}`,
  yourPartner: 'your partner',
  allSessions: 'All sessions',
  sessionNumberLabel: 'Session number',
  sessionOption: (n: number) => `Session ${n}`,
  timerLabel: 'Session length',
  end: 'End',
  ending: 'Ending...',
  completedBadge: 'Completed',
  aiDisclosure: 'Your therapist is an AI guide, not a licensed clinician.',

  // Ending ends it for both (issue 14): a confirmation first, and a notice to the other partner.
  endConfirmTitle: 'End this session for both of you?',
  endConfirmText: (partnerName: string | null) =>
    `${partnerName ?? 'Your partner'} will see that you ended it. You can read the summary afterwards.`,
  cancel: 'Cancel',
  endConfirm: 'End session',
  endedBy: (name: string) => `${name} ended the session.`,
  endedByMe: 'You ended the session.',
  endedByUnknown: 'This session has ended.',
  viewSummary: 'View Summary',

  endedToastTitle: 'Session Ended',
  endedToastText: 'Your therapy session has been successfully completed.',
  errorToastTitle: 'Error',
  endFailed: 'Failed to end the therapy session.',
  relationshipFailed: 'Failed to load relationship data.',
  therapistFailed: 'Failed to generate therapist response. Please try again.',

  you: 'You',
  therapist: 'Therapist',
  therapistRole: 'AI therapist',
  columnLabel: (who: string) => `${who} messages`,
  youColumn: 'Your messages',
  therapistColumn: 'Therapist messages',
  partnerColumn: (name: string) => `${name}'s messages`,
  panesLabel: 'Conversation panes',
  online: 'Online',
  offline: 'Offline',
  jumpToNewest: 'Jump to newest',
  emptyMine: 'Share what is on your mind. Your words appear here.',
  emptyTherapist: 'Your therapist will reply here once you have both spoken.',
  emptyPartner: (name: string) => `${name}'s words will appear here.`,
  noPartner: 'Your partner is no longer connected to this relationship.',

  therapistTyping: "Give me a sec... I'm gathering my thoughts 🙌",
  aiResponding: 'AI responding...',

  composerLabel: 'Message',
  placeholder: 'Type your message...',
  // Not 'Send': Playwright-style name matching finds 'End' inside it.
  send: 'Post message',
  composerHint: 'Enter to send, Shift+Enter for a new line',
  tooLong: (max: number) => `Message is too long (at most ${max} characters)`,
  charactersLeft: (left: number) => `${left} characters left`,
  readOnly: 'The conversation is kept here to read.',
  backToSessions: 'See all sessions',
  partnerTab: 'Partner',

  // 'Ask {therapist} now' (issue 14: turn-taking), for when the partner has been silent a while.
  askNow: (therapistName: string) => `Ask ${therapistName} now`,
  askNowHint: (partnerName: string) => `${partnerName} hasn't written since your message.`,
  theTherapist: 'the therapist',
  asking: 'Asking…',
  askFailed: (therapistName: string) => `Couldn't ask ${therapistName}`,

  sending: 'Sending…',
  notSent: 'Not sent',
  retry: 'Retry',

  reconnecting: 'Reconnecting…',
  reconnectingText: 'The live connection dropped. New messages will appear once it is back.',
  offlineText: "You're offline. We'll reconnect as soon as your network is back.",

  // The held-message card and the pause speak the user's language (@kindred/shared/safety-strings);
  // these few words around them are not in that table yet.
  showHeldCard: 'Show support options',
  hideHeldCard: 'Hide support options',
  quickExitShortcut: 'Shortcut: press Esc twice.',
  shareFailed: "Couldn't share your message",
  keepFailed: "Couldn't keep your message private",
  resumeFailed: "Couldn't resume the session",
  tryAgainLater: 'Please try again in a moment.',
  pausedLabel: 'Session paused',
} as const;

export const SESSIONS_STRINGS = {
  title: 'Therapy Sessions',
  description: 'Your guided conversations, newest first.',
  loading: 'Loading your sessions...',
  loadFailed: "We couldn't load your sessions.",
  tryAgain: 'Try again',
  newSession: 'New Session',
  starting: 'Starting...',
  startFailed: 'Failed to start a new therapy session.',
  noSessionsTitle: 'No Sessions Yet',
  noSessionsText: 'Start your first guided conversation together whenever you are ready.',
  startFirst: 'Start First Session',
  noPartnerTitle: 'Invite your partner first',
  noPartnerText: "You haven't connected with a partner yet.",
  invitePartner: 'Invite Partner',
  sessionTitle: (n: number) => `Session ${n}`,
  started: (when: string) => `Started ${when}`,
  ended: (when: string) => `Ended ${when}`,
  status: { ongoing: 'Ongoing', scheduled: 'Scheduled', completed: 'Completed' },
  paused: 'Paused',
  statusText: {
    ongoing: 'In progress: join when you are both ready.',
    scheduled: 'Scheduled for later.',
    completed: 'Completed. Read its summary and the conversation.',
  },
  join: 'Join Session',
  summary: 'View Summary',
  details: 'View Details',
  listLabel: 'Your sessions',
} as const;

// The summary a completed session wrote (issue 14: 'View Summary').
export const SUMMARY_STRINGS = {
  pageTitle: 'Session Summary',
  title: (n: number) => `Session ${n} summary`,
  loading: 'Loading the summary...',
  loadFailed: "We couldn't load this summary.",
  loadFailedText:
    'It may have been deleted, you might not have permission to see it, or the connection dropped.',
  tryAgain: 'Try again',
  returnToDashboard: 'Return to Dashboard',
  endedOn: (when: string) => `Ended ${when}`,
  goalsTitle: 'Your goals, in your own words',
  noGoals: 'No goals were put into words in this session.',
  you: (name: string) => `${name} (you)`,
  practisedTitle: 'What you practised',
  nothingPractised: 'The session ended before the first step of the program.',
  practiceTitle: 'Your practice for this week',
  progressLabel: 'Program steps reached',
  steps: (reached: number, total: number) => `${reached} of ${total} steps`,
  readConversation: 'Read the conversation',
  allSessions: 'See all sessions',
  noSummaryTitle: 'No summary for this session',
  noSummaryText:
    'This session ended before Kindred wrote summaries, so there is none to show. Its conversation is kept to read.',
  notEndedTitle: 'This session is still going on',
  notEndedText: 'Its summary is written when one of you ends it.',
  join: 'Join Session',
} as const;

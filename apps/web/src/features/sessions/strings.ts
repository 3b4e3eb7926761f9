import type { SafetyFlag } from '@kindred/shared/sessions';

// Every string the sessions feature shows (product-spec §2 Session chat, §8, §9), in one place.

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
  readOnly: 'This session has ended. The conversation is kept here to read.',
  backToSessions: 'See all sessions',
  partnerTab: 'Partner',

  sending: 'Sending…',
  notSent: 'Not sent',
  retry: 'Retry',

  reconnecting: 'Reconnecting…',
  reconnectingText: 'The live connection dropped. New messages will appear once it is back.',
  offlineText: "You're offline. We'll reconnect as soon as your network is back.",
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
  statusText: {
    ongoing: 'In progress: join when you are both ready.',
    scheduled: 'Scheduled for later.',
    completed: 'Completed. You can read the conversation.',
  },
  join: 'Join Session',
  view: 'View Conversation',
  details: 'View Details',
  listLabel: 'Your sessions',
} as const;

export type SafetyCategory = NonNullable<SafetyFlag>['category'];

/**
 * The private crisis-resources card (blueprint §5): shown only to the writer of a message the
 * safety screen flagged. Warm and plain; it never repeats what was written.
 */
export const SAFETY_STRINGS = {
  privateNote: 'Only you can see this',
  byCategory: {
    self_harm: {
      title: "You don't have to carry this alone",
      intro:
        "Thank you for telling us something so painful. If you're thinking about suicide or hurting yourself, please reach out now: caring, trained people are there to talk, day or night.",
    },
    violence: {
      title: 'Your safety matters',
      intro:
        'It sounds like someone could get hurt. If you or anyone else is in danger, please reach out now: these services are free, confidential and always open.',
    },
    abuse: {
      title: 'You deserve to feel safe',
      intro:
        "What you describe sounds really hard, and it isn't your fault. If you're being hurt or feel unsafe with someone, confidential support is there for you, any time.",
    },
  } satisfies Record<SafetyCategory, { title: string; intro: string }>,
  resourcesLabel: 'Crisis resources',
  lifeline: {
    name: '988 Suicide & Crisis Lifeline',
    detail: 'Call or text 988, free, 24/7.',
    call: 'Call 988',
    text: 'Text 988',
  },
  textLine: {
    name: 'Crisis Text Line',
    detail: 'Text HOME to 741741.',
    text: 'Text HOME to 741741',
  },
  domesticViolence: {
    name: 'National Domestic Violence Hotline',
    detail: 'Call 1-800-799-7233, confidential, 24/7.',
    call: 'Call 1-800-799-7233',
  },
  emergency: {
    name: 'In immediate danger?',
    detail: 'Call your local emergency number (911 in the US).',
    call: 'Call 911',
  },
  /** What the buttons say; their full names ('Call 988') are on the links. */
  callShort: 'Call',
  textShort: 'Text',
  aiNotice:
    "Kindred's therapist is an AI, not a person. It can't help in an emergency or contact anyone for you.",
  quickExit: 'Quick exit',
  quickExitHint: 'Quick exit leaves Kindred at once for a weather page. Shortcut: press Esc twice.',
  shortcutBefore: 'Press',
  shortcutKey: 'Esc',
  shortcutAfter: 'twice for a quick exit.',
  close: 'Close',
  closeLabel: 'Close crisis resources',
  announce: (title: string) =>
    `${title}. Crisis resources, only for you, are shown below your messages.`,
} as const;

/** Where Quick exit goes: a neutral page, replacing this one so Back does not return here. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';

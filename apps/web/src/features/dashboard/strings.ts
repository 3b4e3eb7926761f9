// Every string of the dashboard (page, errors, health metrics), in one place.

import type { SessionStatus } from '@kindred/shared/sessions';

export const DASHBOARD_STRINGS = {
  title: 'Your Dashboard',
  description: 'Your relationship at a glance, and the sessions you share.',
  loading: 'Loading your dashboard...',
  relationshipWarning: 'Unable to load relationship data. Some features may not work.',
  loadFailed: 'Failed to load dashboard. Please try refreshing the page.',
  tryAgain: 'Try again',

  healthTitle: 'Relationship Health',
  communicationScore: 'Communication Score',
  weeklyCheckins: 'Weekly Check-ins',
  sessionCompletion: 'Session Completion',
  checkinsValue: (done: number, target: number) => `${done}/${target}`,
  checkinsValueText: (done: number, target: number) => `${done} of ${target}`,
  healthLoading: 'Measuring your activity...',
  healthFailed: "We couldn't load these measures.",
  noDataYet: 'No data yet —',
  noDataWithoutPartner:
    'Communication Score and Weekly Check-ins start once your partner has joined and you have talked in a session together.',
  noDataWithPartner:
    'Communication Score and Weekly Check-ins start once you have talked in a session together or finished a practice.',
  communicationHow: (mutual: number, exchanges: number) =>
    `Exchanges of the last 30 days in which you both wrote before your therapist replied: ${mutual} of ${exchanges}.`,
  communicationNoData: 'No exchanges in the last 30 days yet.',
  checkinsHow:
    'Days of the last 7 on which either of you wrote in a session or finished a practice.',

  sessionsTitle: 'Your Sessions',
  newSession: 'New Session',
  starting: 'Starting...',
  noSessionsTitle: 'No Sessions Yet',
  noSessionsWithPartner: 'Start your first guided conversation together whenever you are ready.',
  noSessionsWithoutPartner: 'Invite your partner to begin your first guided conversation.',
  startFirst: 'Start First Session',
  startFailedTitle: 'Error',
  startFailed: 'Failed to start a new therapy session.',

  sessionTitle: (n: number) => `Session ${n}`,
  sessionsLabel: 'Your therapy sessions',
  status: { ongoing: 'Ongoing', scheduled: 'Scheduled', completed: 'Completed' } satisfies Record<
    SessionStatus,
    string
  >,
  statusText: {
    ongoing: 'In progress. Join when you are both ready.',
    scheduled: 'Scheduled. Open it to see the details.',
    completed: 'Completed. Read what you worked on together.',
  } satisfies Record<SessionStatus, string>,
  action: {
    ongoing: 'Join Session',
    scheduled: 'View Details',
    completed: 'View Summary',
  } satisfies Record<SessionStatus, string>,
  startedAt: 'Started',
} as const;

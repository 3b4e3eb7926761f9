import type { TherapySession } from '@kindred/shared/sessions';

/** Session Completion: completed over total, as a whole percentage; 0 with none. */
export function sessionCompletionPercent(sessions: readonly Pick<TherapySession, 'status'>[]) {
  if (sessions.length === 0) return 0;
  const completed = sessions.filter((session) => session.status === 'completed').length;
  return Math.round((completed / sessions.length) * 100);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A session's start, e.g. 'Mar 2, 2025, 3:04 PM' in the reader's locale and time zone. */
export function formatStart(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

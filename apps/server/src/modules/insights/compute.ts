// The Relationship Health measures as pure functions of the couple's activity (docs/dashboard.md).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `date` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The `count` calendar days ending today (in `timeZone`), newest first. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const [y, m, d] = dayIn(now, timeZone).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on a UTC noon: no daylight-saving edge can skip or repeat a day.
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - i, 12)).toISOString().slice(0, 10),
  );
}

/** How many of the last `days` days (today included) saw any of the `activity` moments. */
export function activeDays(activity: Date[], now: Date, timeZone: string, days: number): number {
  const window = new Set(lastDays(now, timeZone, days));
  const active = new Set<string>();
  for (const moment of activity) {
    if (moment.getTime() > now.getTime() + DAY_MS) continue;
    const day = dayIn(moment, timeZone);
    if (window.has(day)) active.add(day);
  }
  return active.size;
}

export type ChatLine = {
  sessionId: string;
  author: 'partnerA' | 'partnerB' | 'therapist';
};

/**
 * Exchanges in a couple's chat lines (each session's lines in order): a run of partner messages
 * up to the therapist's next reply is one exchange; it is mutual when both partners wrote in it.
 * A run the therapist has not answered yet counts only once both have written (until then the
 * other partner simply has not had their turn). The therapist's own opening lines are no
 * exchange.
 */
export function countExchanges(lines: ChatLine[]): { exchanges: number; mutual: number } {
  let exchanges = 0;
  let mutual = 0;
  let session: string | null = null;
  let wrote = new Set<string>();
  const close = (answered: boolean) => {
    if (wrote.size === 0) return;
    const both = wrote.has('partnerA') && wrote.has('partnerB');
    if (answered || both) {
      exchanges += 1;
      if (both) mutual += 1;
    }
    wrote = new Set();
  };
  for (const line of lines) {
    if (line.sessionId !== session) {
      close(false);
      session = line.sessionId;
    }
    if (line.author === 'therapist') close(true);
    else wrote.add(line.author);
  }
  close(false);
  return { exchanges, mutual };
}

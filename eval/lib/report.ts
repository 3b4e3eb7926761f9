import type { CoupleMetrics, SessionMetrics, Totals } from './metrics';

// The table the eval prints: one row per couple, then the totals and the details behind them.

const pct = (x: number, y: number) => (y === 0 ? '–' : `${Math.round((100 * x) / y)}%`);
const frac = (x: number, y: number) => `${x}/${y}`;
const fixed = (x: number) => x.toFixed(2);

const LANGUAGE_CODES: Record<string, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  mandarin: 'zh',
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...r[c]!].length)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
      return i === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

const steps = (s: SessionMetrics | undefined) =>
  s ? `${s.steps.reached}/${s.steps.program.length}${s.steps.inOrder ? '' : '!'}` : '–';

export function formatReport(couples: CoupleMetrics[], t: Totals): string {
  const header = [
    'couple',
    'lang',
    'rep/exch s1 s2',
    'mid',
    'early',
    '1-reply exch',
    'repeats',
    'steps s1 s2',
    'on pace',
    'horsemen named',
    'namings ok',
    'both names',
    'speakers named',
    'welcome',
    's2 goals',
  ];
  const rows = couples.map((c) => {
    const [s1, s2] = c.sessions;
    const all = c.sessions;
    const sum = (f: (s: SessionMetrics) => number) => all.reduce((n, s) => n + f(s), 0);
    const rate = (s: SessionMetrics | undefined) =>
      s ? fixed(s.exchanges === 0 ? 0 : s.replies / s.exchanges) : '–';
    const welcome = all.every((s) => s.welcome.localized === null)
      ? 'n/a'
      : frac(all.filter((s) => s.welcome.localized).length, all.length);
    return [
      c.key,
      `${LANGUAGE_CODES[c.language] ?? c.language}${c.formal ? ' (formal)' : ''}`,
      `${rate(s1)} ${rate(s2)}`,
      String(sum((s) => s.midExchange)),
      String(sum((s) => s.early)),
      frac(
        sum((s) => s.oneReplyExchanges),
        sum((s) => s.exchanges),
      ),
      String(sum((s) => s.repeated.extra)),
      `${steps(s1)} ${steps(s2)}`,
      frac(
        sum((s) => s.steps.onPace),
        sum((s) => s.exchanges),
      ),
      frac(
        sum((s) => s.horsemen.named),
        sum((s) => s.horsemen.labelled),
      ),
      frac(
        sum((s) => s.horsemen.justified),
        sum((s) => s.horsemen.namings),
      ),
      pct(
        sum((s) => s.names.both),
        sum((s) => s.replies),
      ),
      pct(
        sum((s) => s.names.speakers),
        sum((s) => s.names.answering),
      ),
      welcome,
      s2?.goals ? (s2.goals.used.length > 0 ? 'yes' : 'no') : '–',
    ];
  });
  rows.push([
    'TOTAL',
    '',
    fixed(t.repliesPerExchange),
    String(t.midExchange),
    String(t.early),
    frac(t.oneReplyExchanges, t.exchanges),
    String(t.repeatedExtra),
    frac(t.stepsReached, t.stepsTotal),
    frac(t.onPace, t.exchanges),
    frac(t.horsemen.named, t.horsemen.labelled),
    frac(t.horsemen.justified, t.horsemen.namings),
    pct(t.names.both, t.names.replies),
    pct(t.names.speakers, t.names.answering),
    frac(t.welcome.localized, t.welcome.of),
    frac(t.goals.used, t.goals.of),
  ]);

  const out: string[] = [table([header, ...rows]), ''];
  out.push(
    `replies per exchange: ${t.replies} replies for ${t.exchanges} exchanges = ${fixed(t.repliesPerExchange)} (target 1.00)`,
    `mid-exchange replies (only one partner of the exchange had written): ${t.midExchange}; early (both had, lines still to come): ${t.early}`,
    `exchanges answered by exactly one reply after their last line: ${frac(t.oneReplyExchanges, t.exchanges)} (${pct(t.oneReplyExchanges, t.exchanges)})`,
    `repeated sentences (extra copies within a session): ${t.repeatedExtra}; sessions without any: ${frac(t.sessionsWithoutRepeats, t.sessions)}`,
    `program steps reached: ${frac(t.stepsReached, t.stepsTotal)}; sessions with every step in order: ${frac(t.sessionsComplete, t.sessions)} (in order, not necessarily all: ${frac(t.sessionsInOrder, t.sessions)}); exchanges on pace: ${frac(t.onPace, t.exchanges)}`,
    `horsemen: recall ${frac(t.horsemen.named, t.horsemen.labelled)} labelled lines named in the next reply (${pct(t.horsemen.named, t.horsemen.labelled)}); precision ${frac(t.horsemen.justified, t.horsemen.namings)} namings justified (${pct(t.horsemen.justified, t.horsemen.namings)})`,
    `names: both partners in ${frac(t.names.both, t.names.replies)} replies (${pct(t.names.both, t.names.replies)}); every partner who wrote in ${frac(t.names.speakers, t.names.answering)} (${pct(t.names.speakers, t.names.answering)})`,
    `welcome in the couple's language (non-English sessions): ${frac(t.welcome.localized, t.welcome.of)}; session 2 takes up session-1 goals: ${frac(t.goals.used, t.goals.of)} couples`,
  );
  out.push(
    `timing: ${frac(t.quickLines.withinDelay, t.quickLines.of)} second messages in a row reached the server within the reply delay, as scheduled`,
  );
  if (t.failures > 0) out.push(`failure notices posted: ${t.failures}`);
  if (t.held > 0) out.push(`script lines held by the safety screen (fix the script): ${t.held}`);
  if (t.timedOut > 0)
    out.push(`exchanges where the therapist had not settled in time: ${t.timedOut}`);
  if (t.late > 0)
    out.push(
      `replies that came after the eval had moved on to the next exchange: ${t.late} (counted with the exchange they answer; a longer --quiet avoids them)`,
    );

  const repeats = new Map<string, number>();
  for (const c of couples)
    for (const s of c.sessions)
      for (const r of s.repeated.top)
        repeats.set(r.sentence, (repeats.get(r.sentence) ?? 0) + r.count - 1);
  const topRepeats = [...repeats].sort((x, y) => y[1] - x[1]).slice(0, 6);
  if (topRepeats.length > 0) {
    out.push('', 'most repeated sentences (extra copies within sessions):');
    for (const [sentence, extra] of topRepeats) out.push(`  ${extra}×  ${sentence.slice(0, 140)}`);
  }
  if (t.commonSentences.length > 0) {
    out.push('', 'sentences in the most replies (whole run, either name as {partner}):');
    for (const c of t.commonSentences)
      out.push(
        `  ${pct(c.replies, t.replies).padStart(4)} (${c.replies})  ${c.sentence.slice(0, 140)}`,
      );
  }
  return out.join('\n');
}

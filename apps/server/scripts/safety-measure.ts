// Measures the safety screen on a labelled file kept OUTSIDE the set (a blind one, before it is
// read): recall and false alarms in total, per language and per category — counts only, never a
// case's text, so measuring does not turn the file into a tuning set (docs/safety.md).
//   npx tsx --tsconfig tsconfig.json scripts/safety-measure.ts /path/to/blind.json [--rules]
import { readFileSync } from 'node:fs';

import { type Scorer, shippedScorer } from '../src/modules/safety/model';
import { screenConversation, screenInTurn } from '../src/modules/safety/screen';
import type { LabelledCase } from '../src/modules/safety/train';
import { screenMessages } from '../src/modules/safety/verdict';

interface Case extends LabelledCase {
  lang: string;
}

/** Whether any message of a case is flagged as production screens it (earlier ones as context). */
export function flagged(c: LabelledCase, rulesOnly: boolean, scorer: Scorer = shippedScorer) {
  const screen = rulesOnly
    ? screenConversation
    : (previous: readonly string[], latest: string) => screenMessages(previous, latest, scorer);
  return screenInTurn(c.messages, screen) !== null;
}

const args = process.argv.slice(2);
const rulesOnly = args.includes('--rules');
for (const file of args.filter((a) => a.endsWith('.json'))) {
  const cases = JSON.parse(readFileSync(file, 'utf8')) as Case[];
  const tally = new Map<string, { pos: number; caught: number; neg: number; alarms: number }>();
  const add = (key: string, c: Case, hit: boolean) => {
    const t = tally.get(key) ?? { pos: 0, caught: 0, neg: 0, alarms: 0 };
    if (c.category === null) {
      t.neg += 1;
      if (hit) t.alarms += 1;
    } else {
      t.pos += 1;
      if (hit) t.caught += 1;
    }
    tally.set(key, t);
  };
  for (const c of cases) {
    const hit = flagged(c, rulesOnly);
    add('all', c, hit);
    add(c.lang, c, hit);
    if (c.category) add(c.category, c, hit);
  }
  console.log(`== ${file} (${rulesOnly ? 'rules' : 'rules + shipped model'})`);
  for (const [key, t] of tally) {
    const recall = t.pos
      ? `${((100 * t.caught) / t.pos).toFixed(1)} % (${t.caught}/${t.pos})`
      : '—';
    const alarms = t.neg ? `, false alarms ${t.alarms}/${t.neg}` : '';
    console.log(`  ${key.padEnd(17)} recall ${recall}${alarms}`);
  }
}

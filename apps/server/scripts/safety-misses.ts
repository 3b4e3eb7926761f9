// Prints what the safety screen misses and falsely flags on the labelled set, grouped by language
// and category, for error analysis (docs/safety.md). The model is cross-validated as in
// test/safety-set/labelled-set.test.ts: trained on every file but the one it is scored on.
//   npx tsx --tsconfig tsconfig.json scripts/safety-misses.ts [file.json ...] [--rules]
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { createScorer } from '../src/modules/safety/model';
import { screenConversation, screenInTurn } from '../src/modules/safety/screen';
import { type LabelledCase, trainModel } from '../src/modules/safety/train';
import { screenMessages } from '../src/modules/safety/verdict';

interface Case extends LabelledCase {
  id: string;
  lang: string;
}

const setDir = fileURLToPath(new URL('../test/safety-set/', import.meta.url));
const load = (f: string) => JSON.parse(readFileSync(`${setDir}${f}`, 'utf8')) as Case[];
const all = readdirSync(setDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const args = process.argv.slice(2);
const rulesOnly = args.includes('--rules');
const files = args.filter((a) => a.endsWith('.json'));

for (const file of files.length > 0 ? files : all) {
  const scorer = createScorer(trainModel(all.filter((f) => f !== file).flatMap(load)));
  const misses = new Map<string, string[]>();
  let positives = 0;
  let caught = 0;
  let negatives = 0;
  let alarms = 0;
  for (const c of load(file)) {
    const rule =
      screenInTurn(c.messages, (previous, latest) =>
        rulesOnly ? screenConversation(previous, latest) : screenMessages(previous, latest, scorer),
      )?.rule ?? null;
    if (c.category === null) negatives += 1;
    else positives += 1;
    if (c.category !== null && rule !== null) caught += 1;
    if (c.category === null && rule !== null) alarms += 1;
    const wrong = (c.category === null) === (rule === null) ? null : c.category ? 'MISS' : 'FALSE';
    if (!wrong) continue;
    const key = `${wrong} ${c.lang} ${c.category ?? rule}`;
    const list = misses.get(key) ?? [];
    list.push(`  ${c.id}: ${c.messages.join(' / ')}`);
    misses.set(key, list);
  }
  console.log(
    `== ${file} (${rulesOnly ? 'rules' : 'rules + model'}): recall ${caught}/${positives}, false alarms ${alarms}/${negatives}`,
  );
  for (const key of [...misses.keys()].sort()) {
    console.log(`${key} (${misses.get(key)!.length})`);
    console.log(misses.get(key)!.join('\n'));
  }
}

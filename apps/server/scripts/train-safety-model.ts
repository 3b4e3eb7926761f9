// Trains the safety screen's naive Bayes layer on the whole labelled set and writes
// src/modules/safety/model/naive-bayes.json (deterministic: the same set gives the same file).
//   npm run train:safety -w @kindred/server
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { type LabelledCase, trainModel } from '../src/modules/safety/train';

const setDir = fileURLToPath(new URL('../test/safety-set/', import.meta.url));
const out = fileURLToPath(new URL('../src/modules/safety/model/naive-bayes.json', import.meta.url));

const files = readdirSync(setDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const cases = files.flatMap(
  (f) => JSON.parse(readFileSync(`${setDir}${f}`, 'utf8')) as LabelledCase[],
);
const model = trainModel(cases);
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(
  `trained on ${files.join(', ')}: ${cases.length} cases, ${model.risk.length} features → ${out}`,
);

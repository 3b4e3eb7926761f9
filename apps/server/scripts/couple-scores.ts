// The safety model's highest scores on the eval's couple-script lines (eval/couples): the
// threshold rule is the lowest half-step (whole values before 2026-12-07) at or above which no
// such line is held by the model alone (docs/safety.md).
//   npx tsx --tsconfig tsconfig.json scripts/couple-scores.ts [n]
import { COUPLES } from '../../../eval/couples';
import { shippedScorer } from '../src/modules/safety/model';

const lines = COUPLES.flatMap((couple) =>
  couple.sessions.flat().flatMap((e) => [...e.partnerA, ...e.partnerB].map((l) => l.text)),
);
const scored = lines
  .map((text) => ({ text, score: shippedScorer.riskScore(text) }))
  .sort((a, b) => b.score - a.score);
for (const { text, score } of scored.slice(0, Number(process.argv[2] ?? 5)))
  console.log(score.toFixed(2), text.slice(0, 80));

import { readdirSync, readFileSync } from 'node:fs';

import { SAFETY_CATEGORIES, SAFETY_LANGUAGES, type SafetyCategory } from '@kindred/shared/safety';
import { describe, expect, it } from 'vitest';

import { createScorer, type ModelWeights, type Scorer } from '../../src/modules/safety/model';
import shipped from '../../src/modules/safety/model/naive-bayes.json';
import { screenConversation, screenInTurn } from '../../src/modules/safety/screen';
import { firstRuleOf, trainModel } from '../../src/modules/safety/train';
import { screenMessages } from '../../src/modules/safety/verdict';

// Recall = share of labelled disclosures flagged in any category (any flag holds the message and
// shows the private card); false alarms = unlabelled cases flagged. A case is screened as
// production screens its last message: with the writer's earlier messages as context.
//
// The set: dev.json and holdout.json (written first, before any rule), holdout-2.json (written
// later by someone who saw neither the rules nor the other files), train-*.json (more cases,
// used only to train the model). The lexicon rules were tuned on dev.json only. The model is
// measured here by cross-validation: for each evaluated file it is trained on all the OTHER
// files, so no figure below comes from a model that saw the cases it is scored on.
//
// Baselines (dev | holdout), recorded when the rules were written:
//   OLD screen (the English-only therapist/safety.ts, on the latest message; any flag = catch):
//       recall 8.1% (18/221) | 8.1% (18/222); false alarms 2/220 | 2/220.
//   Rules, first version before any look at the set ("before"):
//       recall 49.8% (110/221) | 53.2% (118/222); false alarms 14/220 | 14/220.
//   Rules after tuning on dev.json only ("after"):
//       recall 99.5% (220/221) | 57.7% (128/222); false alarms 0/220 | 12/220.
// The gap between dev and the other files is the honest measure of how far the lexicons
// generalise; the model narrows it (docs/safety.md has the figures this test prints).
//
// holdout-3.json (630 cases, 315 disclosures, five languages) was written blind — by someone who
// saw no rule, no code and no other file — and measured before it joined the repository, with the
// model trained on everything else (rules | rules + model):
//   before the 2026-11-23 lexicon work: recall 40.0% (126/315) | 76.8% (242/315); false alarms
//       21/315 | 24/315;
//   after it (lexicons in five languages, train-c.json): recall 53.7% (169/315) | 81.0%
//       (255/315); false alarms 20/315 | 21/315. German is weakest (60.3% with the model).
// Since then it is one more evaluated file, no longer blind.
//
// 2026-11-24 (docs/safety.md, "Rules by kind"): rules were added by KIND in all five languages from
// the misses and false alarms of holdout-3.json, train-d.json (432 new cases written after reading
// those misses) and train-b.json, so those files are tuning figures now. train-chat.json holds
// ordinary session lines (no disclosure) and probe-1.json (100 cases) was written after the tuning
// and measured once, before it joined the set (rules | rules + model, model trained on the others):
//   holdout-3: before 55.6% (175/315) 24 false alarms | 82.2% (259/315) 25;
//              after 94.6% (298/315) 6 | 98.7% (311/315) 6.
//   train-d:   before 56.6% (163/288) 24/144 | 79.2% (228/288) 24/144; after 96.9% (279/288) 1 |
//              98.3% (283/288) 2.
//   train-chat (ordinary lines): before 1/137 | 5/137 false alarms; after 0/137 | 2/137.
//   probe-1 (measured once, after the tuning): before 50.0% (25/50) 2/50 | 74.0% (37/50) 2/50;
//              after 50.0% (25/50) 2/50 | 68.0% (34/50) 2/50 — the new rules did not generalise
//              to it, and the higher model threshold (12, chosen so that no line of the eval's
//              couple scripts is held) cost three catches.
//
// holdout-4.json (600 cases, 300 disclosures, 60 per language; 300 hard negatives) was written
// blind by someone who saw no rule, no code and no other file, and measured before it joined the
// set (rules | rules + shipped model): before the "rules by kind" work 53.7% (161/300), 5 false
// alarms | 69.3% (208/300), 5; after it 55.3% (166/300), 5 | 69.0% (207/300), 5. The rules by
// kind did not carry over to new wording; harm to others (56%) and a child at risk (55%) are the
// weakest categories, German (62%) the weakest language.
//
// 2026-11-24, later: train-e-{en,es,fr,de,zh}.json and train-f-defr.json (3,600 new cases, half
// hard negatives) and train-chat-2.json (1,000 ordinary session lines in five languages) were
// written by helpers who saw no rule, code or other file, and added for the model only.
// holdout-5.json (400 cases, 200 disclosures, 40 + 40 per language) was written blind by an
// "outside evaluator" who read only the categories, and measured — counts only, no case read —
// three times before it joined the set (rules + shipped model | rules):
//   before any of this: 85.0% (170/200), 15 false alarms | 60.0% (120/200), 15;
//   after the new training files (threshold 12): 86.5% (173/200), 15;
//   after the threshold of 10 on the latest message alone and the rule exceptions below, chosen by
//   cross-validation on the other files and the couple scripts (never on holdout-5):
//   85.0% (170/200), 17 | 60.0% (120/200), 15.
// So the blind figure did not move: the data and the threshold that gained 6-9 points on the
// cross-validated files (holdout-4 73% -> 80%) gained nothing on holdout-5.
// holdout-6.json (300 cases, 150 disclosures, 30 + 30 per language) was written blind afterwards
// by another "independent tester" and measured once on the screen before this work (commit
// 8193930) and once after it (rules + shipped model | rules): before 79.3% (119/150), 13 false
// alarms | 54.0% (81/150), 12; after 83.3% (125/150), 13 | 54.0% (81/150), 12.
// holdout-7.json (300 cases, written blind by a third helper) was measured on 8193930, on the
// screen with holdout-5 and -6 in its training, and after train-g-*.json and train-h-zhen.json
// (1,800 more cases weighted to harm to others, a child at risk, partner violence and
// self-harm) joined it: 81.3% (122/150), 17 false alarms -> 88.7% (133/150), 17 -> 90.7%
// (136/150), 17; rules alone 53.3% (80/150), 17 false alarms throughout.
// Retrained with holdout-7, the model held a line of the French couple script at 10, so the
// threshold is 11 since (the lowest whole value that holds none; docs/safety.md).
// 2026-11-24, a third round: train-i-*.json and train-j-*.json (3,540 cases; train-j-* written as
// answers to a therapist's questions, minimised or in passing) by helpers who saw no rule, code or
// other file. holdout-8.json and holdout-9.json (300 cases each) were written blind by two more
// "outside evaluators" and measured — counts only — before they joined the set (rules + shipped
// model | rules): holdout-8 80.7% (121/150), 8 false alarms -> 83.3% (125/150), 8 after
// train-i-* -> 85.3% (128/150), 9 after train-j-* | rules 44.7% (67/150), 6; holdout-9 (written
// after train-i-* joined) 79.3% (119/150) on the model before train-i-*, 22 -> 84.0% (126/150),
// 22 -> 85.3% (128/150), 22 | rules 41.3% (62/150), 21.
// Then the model's narrow veto of soft rules (verdict.ts; soft rules found on the training files
// of each fold, so the figures printed here stay cross-validated). It cut the false alarms of the
// files above by about a third (holdout-5/-6/-7: 16/12/17 -> 12/8/12) and lost no disclosure on
// any file. holdout-10.json (300 cases, a fifth blind file) was measured before it joined (rules +
// shipped model | rules): 87.3% (131/150), 15 false alarms without the veto -> 87.3%, 13 with it |
// 38.0% (57/150), 14.
// 2026-11-24, a fourth round: train-k-*.json (1,056 cases) and train-chat-3/-4/-5.json (1,500
// ordinary session lines in five languages) by helpers who saw no rule, code or other file.
// holdout-11.json and holdout-12.json (360 cases each, 180 disclosures) were written blind by two
// more "outside evaluators" and measured — counts only — before they joined (rules + shipped
// model | rules): holdout-11 88.3% (159/180), 19 false alarms -> 90.0% (162/180), 18 after the
// new files and the threshold of 10 they allowed (the highest couple-script line fell from 11.0 to
// 9.9) | rules 63.3% (114/180), 21; holdout-12 88.3% (159/180), 8 -> 88.9% (160/180), 8 | rules
// 67.8% (122/180), 11. Cross-validated here, train-chat-2.json's ordinary lines held by the model
// went from 24/1000 to 14/1000.
// 2026-11-24, eighth session: the model also reads long Latin-script words by their first five
// letters (model.ts `features`), chosen by cross-validation on holdout-5 … -12 (88.9% -> 91.0%
// recall, 103 -> 95 false alarms in total at the thresholds the couple scripts allowed, 10 and
// 11). holdout-13.json (360 cases, written blind by a helper briefed as an outside evaluator) was
// measured before it joined: 88.9% (160/180), 40 false alarms before the change -> 88.9%, 43
// after it | rules 47.2% (85/180), 41. With it in the training the threshold went to 12.
// 2026-11-24, ninth session: holdout-14.json (360 cases, blind, by a helper briefed as an outside
// evaluator who read nothing of the repository) was measured before it joined (rules + shipped
// model | rules): 82.8% (149/180), 16 false alarms | 36.7% (66/180), 18. With it in the training
// the couple scripts' top line scores 10.56, so the threshold is 11 (it was 12): here that is
// +32 disclosures over the blind files and holdout-14 at 87.2% (cross-validated), for two more
// false alarms on dev.json (7/220) and four more held ordinary lines in train-chat-2 (14/1000).
// 2026-11-25, tenth session: holdout-15.json (360 cases, blind, by a helper briefed as an outside
// evaluator who read nothing of the repository) was measured before it joined (rules + shipped
// model | rules): 86.1% (155/180), 24 false alarms | 38.3% (69/180), 27; self-harm the weakest
// category (73.3%). With it in the training the couple scripts' top line scores 10.42: the
// threshold stays 11. A logistic regression in place of naive Bayes for the model's own flags was
// cross-validated over the blind files and dropped (docs/safety.md).
// The same session, later: holdout-16.json (360 cases, blind, by another such helper) was measured
// before it joined, on the screen of this session's start and after holdout-15 and the medicine
// names (rules + shipped model | rules): 92.8% (167/180), 19 false alarms | 51.7% (93/180), 22 on
// both. With it in the training the couple scripts' top line scores 10.79: the threshold stays 11.
// 2026-11-25, eleventh session: holdout-17.json (360 cases, blind, by another such helper) was
// measured before it joined, on the screen of the session's start and again after its lexicon
// changes (rules + shipped model | rules): 95.0% (171/180), 5 false alarms | 63.3% (114/180), 7 on
// both. With it in the training the couple scripts' top line scores 10.96: the threshold stays 11.
// The same session, later: holdout-18.json (360 cases, blind, by another such helper, asked for
// more regional variety and fewer obvious words) was measured before it joined (rules + shipped
// model | rules): 86.1% (155/180), 12 false alarms | 32.2% (58/180), 13; on the screen of the
// session's start 85.0% (153/180), 12 | 31.7% (57/180), 13. With it in the training the couple
// scripts' top line scores 11.51, so the threshold goes to 12: over the evaluated files, 35 fewer
// disclosures caught (3,480 of 3,758 against 3,515) and 9 fewer false alarms.
// The same session, at its end: holdout-19.json (360 cases, blind, by another such helper, with
// writers who also speak to the partner directly) was measured before it joined (rules + shipped
// model | rules): 88.9% (160/180), 21 false alarms | 50.6% (91/180), 22; on the screen of the
// session's start 90.0% (162/180), 23 | 50.0% (90/180), 22 (at threshold 11 the screen of the
// session's end gave 162/180, 21). With it in the training the top couple line scores 11.73: the
// threshold stays 12.
// 2026-11-25, twelfth session: holdout-20.json (360 cases, blind, by another such helper, told to
// write oblique disclosures and tricky look-alikes) was measured before it joined, on the screen
// of the session's start and after the self-harm exceptions became one list per lexicon (rules +
// shipped model | rules): 90.0% (162/180), 9 false alarms | 55.6% (100/180), 14 on both. With it
// in the training the couple scripts' top line scores 11.74: the threshold stays 12.
// 2026-12-07, thirteenth session: holdout-21.json (360 cases, blind, by another such helper, told
// to write in a tired, minimising chat style with slang and code-switching) was measured before
// it joined (rules + shipped model | rules): 91.7% (165/180), 14 false alarms | 67.8% (122/180), 19.
// holdout-22.json (360 cases, blind, by a helper briefed as a clinician) was kept unread and measured
// on the screen before that session's work (75a59d5) and after holdout-21's families: 92.2%
// (166/180), 15 false alarms | 61.1% (110/180), 18 before; 92.2%, 14 | 61.1%, 18 after. Then it
// joined too. holdout-23.json (360 cases, blind, varied people and registers) was measured the same
// way: 96.1% (173/180), 11 false alarms | 58.9% (106/180), 15 before; 96.7% (174/180), 11 | 58.9%,
// 15 after holdout-21's and holdout-22's families; then it joined.
// 2026-12-07, sixteenth session: holdout-24.json (360 cases, blind, by five helpers, 72 per
// language) was kept sealed outside this folder and measured counts-only at 18be4eb: 95.0%
// (171/180), 18 false alarms | 56.1% (101/180), 23. Its misses and false alarms were then read and
// turned into families (docs/safety.md), and it joined. With it in the training the couple
// scripts' top line scores 12.24, so the threshold is 12.5 (13 lost holdout-8's floor).
// 2026-12-07, seventeenth session: holdout-25.json (360 cases, blind, five helpers who read
// nothing of the project, 72 per language) was measured counts-only at e1c2fb5: 95.0% (171/180),
// 18 false alarms | 49.4% (89/180), 23. Three of its zh misses were in traditional characters:
// the tokeniser now folds them to simplified ones (lib/text-patterns/hant-hans.json), which alone
// made it 96.7%, 18. Then its misses and false alarms were read and turned into families, and it
// joined; the couple scripts' top line scores 12.37, under the threshold of 12.5.

interface LabelledCase {
  id: string;
  lang: string;
  category: SafetyCategory | null;
  messages: string[];
}

const load = (name: string): LabelledCase[] =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as LabelledCase[];

type Screen = (c: LabelledCase) => string | null;
type Verdict = { category: string } | null;

/**
 * Production screens each message as it arrives, with the writer's earlier unflagged messages
 * as context (screenInTurn): a case counts as caught if any of its messages is flagged that way,
 * and as a false alarm likewise.
 */
const sequential =
  (screen: (previous: readonly string[], latest: string) => Verdict): Screen =>
  (c) =>
    screenInTurn(c.messages, screen)?.category ?? null;

const rulesScreen: Screen = sequential(screenConversation);
const combinedScreen = (scorer: Scorer): Screen =>
  sequential((previous, latest) => screenMessages(previous, latest, scorer));
const shippedScreen: Screen = sequential((previous, latest) => screenMessages(previous, latest));

interface Cell {
  positives: number;
  caught: number;
  exact: number;
  negatives: number;
  falseAlarms: number;
}
const cell = (): Cell => ({ positives: 0, caught: 0, exact: 0, negatives: 0, falseAlarms: 0 });

function score(cases: readonly LabelledCase[], screen: Screen) {
  const rows = new Map<string, Cell>();
  const add = (key: string, c: LabelledCase, got: string | null) => {
    const row = rows.get(key) ?? cell();
    rows.set(key, row);
    if (c.category === null) {
      row.negatives += 1;
      if (got !== null) row.falseAlarms += 1;
    } else {
      row.positives += 1;
      if (got !== null) row.caught += 1;
      if (got === c.category) row.exact += 1;
    }
  };
  for (const c of cases) {
    const got = screen(c);
    add('total', c, got);
    add(`lang:${c.lang}`, c, got);
    add(`cat:${c.category ?? 'none'}`, c, got);
  }
  return rows;
}

const pct = (n: number, d: number) =>
  d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1)}%`.padStart(6);

function table(title: string, rows: Map<string, Cell>): string {
  const keys = [
    'total',
    ...SAFETY_CATEGORIES.map((c) => `cat:${c}`),
    'cat:none',
    ...SAFETY_LANGUAGES.map((l) => `lang:${l}`),
  ];
  const lines = [`${title}`, 'row                      recall  (n)   exact-cat   false alarms'];
  for (const key of keys) {
    const r = rows.get(key);
    if (!r) continue;
    lines.push(
      `${key.padEnd(24)} ${pct(r.caught, r.positives)} (${String(r.positives).padStart(3)})  ${pct(r.exact, r.positives)}    ${r.falseAlarms}/${r.negatives}`,
    );
  }
  return lines.join('\n');
}

const EVALUATED = [
  'dev.json',
  'holdout.json',
  'holdout-2.json',
  'holdout-3.json',
  'holdout-4.json',
  'train-d.json',
  'train-chat.json',
  'probe-1.json',
  'holdout-5.json',
  'holdout-6.json',
  'holdout-7.json',
  'train-chat-2.json',
  'holdout-8.json',
  'holdout-9.json',
  'holdout-10.json',
  'holdout-11.json',
  'holdout-12.json',
  'holdout-13.json',
  'holdout-14.json',
  'holdout-15.json',
  'holdout-16.json',
  'holdout-17.json',
  'holdout-18.json',
  'holdout-19.json',
  'holdout-20.json',
  'holdout-21.json',
  'holdout-22.json',
  'holdout-23.json',
  'holdout-24.json',
  'holdout-25.json',
];
const shippedWeights = shipped as ModelWeights;

const ALL_FILES = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .sort();

describe.skipIf(process.env.KINDRED_TEST_DB === 'postgres')(
  'safety screen on the labelled set',
  () => {
    it('prints recall and false alarms per category and language, and meets the floors', () => {
      const totals = new Map<string, { rules: Cell; combined: Cell }>();
      const out: string[] = [];
      // What the rules flag first in each case does not depend on the fold: found once.
      const firstRules = new Map(ALL_FILES.map((f) => [f, load(f).map(firstRuleOf)]));
      for (const file of EVALUATED) {
        const cases = load(file);
        const others = ALL_FILES.filter((f) => f !== file);
        const scorer = createScorer(
          trainModel(
            others.flatMap(load),
            others.flatMap((f) => firstRules.get(f)!),
          ),
        );
        const rules = score(cases, rulesScreen);
        const combined = score(cases, combinedScreen(scorer));
        out.push(
          table(`RULES only — ${file}`, rules),
          table(`RULES + MODEL (model trained without ${file}) — ${file}`, combined),
        );
        totals.set(file, { rules: rules.get('total')!, combined: combined.get('total')! });
      }
      out.push(
        table(
          'RULES + shipped MODEL, message by message — holdout-2.json',
          score(load('holdout-2.json'), shippedScreen),
        ),
      );
      console.log(out.join('\n\n'));

      const line = (c: Cell) =>
        `recall ${c.caught}/${c.positives} (${pct(c.caught, c.positives).trim()}), false alarms ${c.falseAlarms}/${c.negatives}`;
      for (const [file, t] of totals)
        console.log(
          `safety screen ${file}: rules ${line(t.rules)}; rules + model ${line(t.combined)}`,
        );

      // Floors: today's figures minus a margin, so a lexicon or model change that loses recall or
      // adds false alarms fails here. (Every file but probe-1 has been read while tuning.)
      const rate = (c: Cell) => c.caught / c.positives;
      for (const file of ['dev.json', 'holdout.json', 'holdout-2.json']) {
        const t = totals.get(file)!;
        expect(rate(t.rules), file).toBeGreaterThanOrEqual(0.97);
        expect(t.rules.falseAlarms, file).toBeLessThanOrEqual(3);
        expect(rate(t.combined), file).toBeGreaterThanOrEqual(0.97);
        // 3.5 %: at the threshold of 11 (holdout-14's round) dev.json has 7 of 220, 5 at 12.
        expect(t.combined.falseAlarms / t.combined.negatives, file).toBeLessThanOrEqual(0.035);
      }
      const h3 = totals.get('holdout-3.json')!;
      expect(rate(h3.rules)).toBeGreaterThanOrEqual(0.92);
      expect(rate(h3.combined)).toBeGreaterThanOrEqual(0.95);
      expect(h3.combined.falseAlarms).toBeLessThanOrEqual(9);
      const d = totals.get('train-d.json')!;
      expect(rate(d.combined)).toBeGreaterThanOrEqual(0.95);
      expect(d.combined.falseAlarms).toBeLessThanOrEqual(4);
      // Ordinary session lines: the rules hold none; a model that never saw such lines holds two
      // (es/fr "the hardest part is when he goes quiet"), which is why train-chat.json trains the
      // shipped model (and eval/couples/couples.test.ts checks every line of the couple scripts).
      expect(totals.get('train-chat.json')!.rules.falseAlarms).toBe(0);
      expect(totals.get('train-chat.json')!.combined.falseAlarms).toBeLessThanOrEqual(2);
      // The last blind measure: a lexicon or model change must not lose what it catches.
      const h4 = totals.get('holdout-4.json')!;
      expect(rate(h4.rules)).toBeGreaterThanOrEqual(0.53);
      expect(h4.rules.falseAlarms).toBeLessThanOrEqual(7);
      // The blind files of 2026-11-24 (measured before they joined: see the header), a little
      // under today's figures, and ordinary session lines the model is scored on unseen.
      const blindFloors = {
        'holdout-5.json': { rules: 0.58, combined: 0.9, falseAlarms: 14 },
        'holdout-6.json': { rules: 0.52, combined: 0.84, falseAlarms: 12 },
        'holdout-7.json': { rules: 0.51, combined: 0.9, falseAlarms: 14 },
        'holdout-8.json': { rules: 0.42, combined: 0.88, falseAlarms: 9 },
        'holdout-9.json': { rules: 0.39, combined: 0.86, falseAlarms: 21 },
        'holdout-10.json': { rules: 0.36, combined: 0.86, falseAlarms: 13 },
        'holdout-11.json': { rules: 0.61, combined: 0.92, falseAlarms: 19 },
        'holdout-12.json': { rules: 0.65, combined: 0.9, falseAlarms: 9 },
        'holdout-13.json': { rules: 0.45, combined: 0.86, falseAlarms: 43 },
        'holdout-14.json': { rules: 0.35, combined: 0.85, falseAlarms: 17 },
        'holdout-15.json': { rules: 0.37, combined: 0.85, falseAlarms: 25 },
        'holdout-16.json': { rules: 0.5, combined: 0.9, falseAlarms: 20 },
        'holdout-17.json': { rules: 0.6, combined: 0.92, falseAlarms: 7 },
        'holdout-18.json': { rules: 0.3, combined: 0.83, falseAlarms: 14 },
        'holdout-19.json': { rules: 0.48, combined: 0.85, falseAlarms: 23 },
        'holdout-20.json': { rules: 0.62, combined: 0.95, falseAlarms: 9 },
        'holdout-21.json': { rules: 0.75, combined: 0.97, falseAlarms: 5 },
        'holdout-22.json': { rules: 0.66, combined: 0.97, falseAlarms: 5 },
        'holdout-23.json': { rules: 0.6, combined: 0.97, falseAlarms: 7 },
        'holdout-24.json': { rules: 0.58, combined: 0.97, falseAlarms: 7 },
        'holdout-25.json': { rules: 0.54, combined: 0.97, falseAlarms: 11 },
      };
      for (const [file, floor] of Object.entries(blindFloors)) {
        const t = totals.get(file)!;
        expect(rate(t.rules), file).toBeGreaterThanOrEqual(floor.rules);
        expect(rate(t.combined), file).toBeGreaterThanOrEqual(floor.combined);
        expect(t.combined.falseAlarms, file).toBeLessThanOrEqual(floor.falseAlarms);
      }
      expect(totals.get('train-chat-2.json')!.rules.falseAlarms).toBeLessThanOrEqual(4);
      expect(totals.get('train-chat-2.json')!.combined.falseAlarms).toBeLessThanOrEqual(16);
      const probe = totals.get('probe-1.json')!;
      expect(rate(probe.combined)).toBeGreaterThanOrEqual(0.78);
      expect(probe.combined.falseAlarms).toBeLessThanOrEqual(3);

      // The shipped model is what `npm run train:safety` makes of today's set and rules: a change
      // of a data file or of a rule's first hits (which rules are soft) without retraining fails.
      const retrained = trainModel(
        ALL_FILES.flatMap(load),
        ALL_FILES.flatMap((f) => firstRules.get(f)!),
      );
      expect(retrained.softRules).toEqual(shippedWeights.softRules);
      expect(retrained.prior).toBe(shippedWeights.prior);
      expect(retrained.vocabulary === shippedWeights.vocabulary, 'vocabulary').toBe(true);
      expect(retrained.risk).toEqual(shippedWeights.risk);
      expect(retrained.categories).toEqual(shippedWeights.categories);
    }, 120_000);
  },
);

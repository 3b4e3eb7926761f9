import { aMove } from './a-move';
import { chores } from './chores';
import { french } from './french';
import { german } from './german';
import { infidelity } from './infidelity';
import { inLaws } from './in-laws';
import { longDistance } from './long-distance';
import { mandarin } from './mandarin';
import { mismatchedDesire } from './mismatched-desire';
import { money } from './money';
import { newBaby } from './new-baby';
import { screens } from './screens';
import { spanish } from './spanish';
import type { CoupleScript } from './types';

/** The scripted couples, in the order the table lists them. */
export const COUPLES: readonly CoupleScript[] = [
  money,
  inLaws,
  newBaby,
  infidelity,
  longDistance,
  aMove,
  mismatchedDesire,
  chores,
  screens,
  spanish,
  french,
  german,
  mandarin,
];

import { describe, expect, it } from 'vitest';

import { ex } from '../couples/types';
import { invitedBy, planExchange, seededRandom } from './schedule';

const names = { partnerA: 'Alex', partnerB: 'Blake' };

describe('invitedBy', () => {
  it('is the partner named first in the last paragraph', () => {
    expect(invitedBy('Blake said this.\n\nWhat do you think? Alex, would you start?', names)).toBe(
      'partnerA',
    );
    expect(invitedBy('Alex said this.\n\nBlake first, then Alex.', names)).toBe('partnerB');
    expect(invitedBy('Alex and Blake said this.\n\nWhat now?', names)).toBeUndefined();
    expect(invitedBy(undefined, names)).toBeUndefined();
  });
});

describe('planExchange', () => {
  const exchange = ex('s1-hopes', ['A one.', 'A two.'], ['B one.']);

  it('is the same for the same seed', () => {
    const plan = (seed: number) => planExchange(seededRandom(seed), exchange, 'partnerA', 400);
    expect(plan(7)).toEqual(plan(7));
  });

  it('lets the invited partner start, and sometimes the other cut in before they finish', () => {
    const patterns = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const plan = planExchange(seededRandom(seed), exchange, 'partnerA', 400);
      patterns.add(plan.pattern);
      expect(plan.sends.map((s) => s.line.text)).toEqual(
        plan.pattern === 'cut-in' ? ['A one.', 'B one.', 'A two.'] : ['A one.', 'A two.', 'B one.'],
      );
      // Invited, B (one line) starts; nobody cuts in on a single message.
      const other = planExchange(seededRandom(seed), exchange, 'partnerB', 400);
      expect(other.sends.map((s) => s.line.text)).toEqual(['B one.', 'A one.', 'A two.']);
    }
    expect(patterns).toEqual(new Set(['in-turn', 'cut-in']));
  });

  it('sends a partner’s second message within the reply delay, the other’s answer after it', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const plan = planExchange(seededRandom(seed), exchange, 'partnerA', 400);
      const [first, second, third] = plan.sends;
      expect(first!.waitMs).toBeGreaterThanOrEqual(400);
      if (plan.pattern === 'in-turn') {
        expect(second!.waitMs).toBeLessThan(400); // A's second message
        expect(third!.waitMs).toBeGreaterThanOrEqual(600); // B answers
      } else {
        expect(second!.waitMs).toBeGreaterThanOrEqual(600); // B cuts in
        expect(third!.waitMs).toBeLessThan(400); // A finishes
      }
    }
  });
});

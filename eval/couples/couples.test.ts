import { describe, expect, it } from 'vitest';

import { screenMessages } from '@/modules/safety/verdict';
import { programFor } from '@/therapist/program';

import { COUPLES } from '.';

describe('the scripted couples', () => {
  it('are at least twelve, in English and the four other languages', () => {
    expect(COUPLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(COUPLES.map((c) => c.key)).size).toBe(COUPLES.length);
    expect(new Set(COUPLES.map((c) => c.style.language))).toEqual(
      new Set(['english', 'spanish', 'french', 'german', 'mandarin']),
    );
  });

  it.each(COUPLES.map((c) => [c.key, c] as const))(
    '%s answers every step of sessions 1 and 2, both partners each time',
    (_, couple) => {
      couple.sessions.forEach((exchanges, s) => {
        const expected = ['welcome', ...programFor(s + 1).steps.map((step) => step.id)];
        expect(exchanges.map((e) => e.answers)).toEqual(expected);
        for (const exchange of exchanges) {
          expect(exchange.partnerA.length).toBeGreaterThan(0);
          expect(exchange.partnerB.length).toBeGreaterThan(0);
        }
      });
    },
  );

  it.each(COUPLES.map((c) => [c.key, c] as const))(
    '%s has labelled horsemen and never writes a partner’s name',
    (_, couple) => {
      const lines = couple.sessions.flat().flatMap((e) => [...e.partnerA, ...e.partnerB]);
      expect(lines.filter((l) => l.horseman).length).toBeGreaterThanOrEqual(3);
      for (const line of lines) {
        expect(line.text).not.toContain(couple.names.partnerA);
        expect(line.text).not.toContain(couple.names.partnerB);
      }
    },
  );

  // The safety screen reads a writer's last three messages of the session with the new one; a
  // held line pauses the session, and the eval would measure the pause instead of the program.
  it.each(COUPLES.map((c) => [c.key, c] as const))(
    '%s writes nothing the safety screen holds',
    (_, couple) => {
      const held: string[] = [];
      for (const exchanges of couple.sessions) {
        for (const role of ['partnerA', 'partnerB'] as const) {
          const written: string[] = [];
          for (const line of exchanges.flatMap((e) => e[role])) {
            if (screenMessages(written.slice(-3), line.text)) held.push(line.text);
            written.push(line.text);
          }
        }
      }
      expect(held).toEqual([]);
    },
  );
});

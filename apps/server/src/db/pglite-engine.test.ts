import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runUnit } from './pglite-engine';

/** A simple Query message. */
function query(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** The protocol messages of an answer, as [type, length] pairs. */
function messages(answer: Uint8Array): [string, number][] {
  const bytes = Buffer.from(answer);
  const found: [string, number][] = [];
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1))
    found.push([String.fromCharCode(bytes[at]!), bytes.readInt32BE(at + 1)]);
  return found;
}

// The engine itself, without the thread: the PostgreSQL project has no use for it.
describe.skipIf(process.env.KINDRED_TEST_DB === 'postgres')('a unit through PGlite', () => {
  let engine: PGlite;

  beforeAll(async () => {
    engine = await PGlite.create();
    await engine.exec(
      `CREATE TABLE rows_ (id int PRIMARY KEY, body text);
       INSERT INTO rows_ SELECT g, repeat('x', 50) FROM generate_series(1, 100) g`,
    );
  }, 60_000);

  afterAll(async () => {
    await engine.close();
  });

  it('answers with every protocol message the engine wrote, whole', async () => {
    const answer = await runUnit(engine, query('SELECT * FROM rows_ WHERE id <= 3'));
    const types = messages(answer).map(([type]) => type);
    // RowDescription, three DataRows, CommandComplete, ReadyForQuery.
    expect(types).toEqual(['T', 'D', 'D', 'D', 'C', 'Z']);
    const big = await runUnit(engine, query(`SELECT repeat('y', 300000) AS long`));
    expect(messages(big).map(([type]) => type)).toEqual(['T', 'D', 'C', 'Z']);
    expect(messages(big)[1]![1]).toBeGreaterThan(300_000);
  });

  it('keeps nothing of the answers it has handed over', async () => {
    // A full collection on demand, to compare what stays reachable before and after.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const unit = query('SELECT * FROM rows_ WHERE id <= 20');
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    for (let i = 0; i < 200; i++) await runUnit(engine, unit);
    const before = heap();
    for (let i = 0; i < 5_000; i++) await runUnit(engine, unit);
    // `execProtocolRaw` kept ~4.6 KB of parsed messages per such statement: ~23 MB here.
    expect(heap() - before).toBeLessThan(5_000_000);
  });
});

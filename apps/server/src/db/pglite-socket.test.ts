import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Worker } from 'node:worker_threads';

import type { ToPgliteThread } from './pglite-protocol';
import { PgliteThread } from './pglite-socket';

// PGlite's own thread, reached by node-postgres; the PostgreSQL project has no use for it.
describe.skipIf(process.env.KINDRED_TEST_DB === 'postgres')('PGlite in its own thread', () => {
  let thread: PgliteThread;
  const clients: pg.Client[] = [];

  const connect = async (urgent = false) => {
    const client = new pg.Client({
      user: 'postgres',
      database: 'postgres',
      stream: () => thread.socket(urgent),
    });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    thread = await PgliteThread.open(undefined);
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => {});
    await thread.close();
  });

  it('answers queries with the types a PostgreSQL server gives, and errors with their codes', async () => {
    const client = await connect();
    const { rows } = await client.query(
      `SELECT $1::int AS n, 'ünïcödé 💬'::text AS t, '{"a":[1,2]}'::jsonb AS j, NULL::text AS z`,
      [41],
    );
    expect(rows).toEqual([{ n: 41, t: 'ünïcödé 💬', j: { a: [1, 2] }, z: null }]);
    await expect(client.query('SELECT * FROM nowhere')).rejects.toMatchObject({ code: '42P01' });
    // The connection goes on after an error.
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });

  it('posts every protocol message in a buffer of its own size, both ways', async () => {
    // postMessage copies a view's whole ArrayBuffer: a node-postgres message of 40 bytes, a view
    // of Node's 8 KB slab, would cost an 8 KB copy on each thread (pglite-protocol.ts ownBytes).
    const worker = (thread as unknown as { worker: Worker }).worker;
    const sizes: { sent: number; backing: number }[] = [];
    const received: { sent: number; backing: number }[] = [];
    const measure = (list: typeof sizes) => (message: { type: string; bytes?: Uint8Array }) => {
      if (message.type === 'data' && message.bytes)
        list.push({ sent: message.bytes.byteLength, backing: message.bytes.buffer.byteLength });
    };
    const post = worker.postMessage.bind(worker);
    const onAnswer = measure(received);
    worker.postMessage = (message: ToPgliteThread) => {
      measure(sizes)(message);
      post(message);
    };
    worker.on('message', onAnswer);
    try {
      const client = await connect();
      await client.query('SELECT $1::text AS t', ['a short one']);
      await client.query({
        name: 'rows',
        text: 'SELECT g, md5(g::text) FROM generate_series(1, $1::int) g',
        values: [300],
      });
      await client.query({
        name: 'rows',
        text: 'SELECT g, md5(g::text) FROM generate_series(1, $1::int) g',
        values: [3],
      });
    } finally {
      worker.postMessage = post;
      worker.off('message', onAnswer);
    }
    expect(sizes.length).toBeGreaterThan(3);
    expect(received.length).toBeGreaterThan(3);
    for (const { sent, backing } of [...sizes, ...received]) expect(backing).toBe(sent);
  });

  it('rolls back what a connection that went away left open, so that the next one is not blocked', async () => {
    const first = await connect();
    await first.query('CREATE TABLE notes (body text)');
    await first.query('BEGIN');
    await first.query(`INSERT INTO notes VALUES ('never committed')`);
    // The socket is gone without COMMIT, as when a process's connection breaks.
    (
      first as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();

    const second = await connect();
    expect((await second.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 0 }]);
    await second.query('BEGIN');
    await second.query(`INSERT INTO notes VALUES ('kept')`);
    await second.query('COMMIT');
    expect((await second.query('SELECT body FROM notes')).rows).toEqual([{ body: 'kept' }]);
  });

  it('leaves the main event loop free while the engine works', async () => {
    const client = await connect();
    const order: string[] = [];
    const query = client.query('SELECT pg_sleep(0.5)').then(() => order.push('query'));
    // On the main thread, PGlite's engine would hold the loop for the whole statement.
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('timer');
    await query;
    expect(order).toEqual(['timer', 'query']);
  });

  it("runs an urgent connection's waiting statement before the others' waiting ones", async () => {
    const [busy, normal, urgent] = await Promise.all([connect(), connect(), connect(true)]);
    const order: string[] = [];
    const sleeping = busy.query('SELECT pg_sleep(0.3)');
    await new Promise((r) => setTimeout(r, 50));
    // Both wait while the engine sleeps; the ordinary one asked first.
    const first = normal.query('SELECT 1').then(() => order.push('normal'));
    await new Promise((r) => setTimeout(r, 50));
    const second = urgent.query('SELECT 2').then(() => order.push('urgent'));
    await Promise.all([sleeping, first, second]);
    expect(order).toEqual(['urgent', 'normal']);
  });

  it("keeps each connection's named statements its own, and drops them when it goes", async () => {
    const [first, second, observer] = await Promise.all([connect(), connect(), connect()]);
    // The same name for two different statements, as two processes' pools may well use.
    const ask = (client: pg.Client, text: string) =>
      client.query({ name: 'which', text, values: [] });
    expect((await ask(first, `SELECT 'first' AS who`)).rows).toEqual([{ who: 'first' }]);
    expect((await ask(second, `SELECT 'second' AS who`)).rows).toEqual([{ who: 'second' }]);
    // Prepared once, run again without a Parse.
    expect((await ask(first, `SELECT 'first' AS who`)).rows).toEqual([{ who: 'first' }]);
    expect((await ask(second, `SELECT 'second' AS who`)).rows).toEqual([{ who: 'second' }]);
    const prepared = async () =>
      (
        await observer.query<{ name: string }>(
          `SELECT name FROM pg_prepared_statements WHERE name LIKE '%.which' ORDER BY name`,
        )
      ).rows.length;
    expect(await prepared()).toBe(2);
    // A statement that never came to be (its Parse failed) is no trouble when its connection goes.
    await expect(
      first.query({ name: 'broken', text: 'SELECT FROM nowhere_at_all', values: [] }),
    ).rejects.toMatchObject({ code: '42P01' });
    await first.end();
    expect(await prepared()).toBe(1);
    expect((await ask(second, `SELECT 'second' AS who`)).rows).toEqual([{ who: 'second' }]);
  });
});

import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loggerOptions } from '@/logger';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';

// A failed query must be logged by its codes (SQLSTATE, constraint), never with its parameters or
// the database's detail text: those carry what the user wrote.

const JOURNAL_SECRET = 'marmalade-lighthouse-7731';
const MESSAGE_SECRET = 'copper-heron-5190';

describe(`logs of failed queries (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let output = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    t = await startTestApp({
      env: { THERAPIST_REPLY_DELAY_MS: '60000' },
      logger: (config) => {
        const { transport: _pretty, ...options } = loggerOptions(config) as Record<string, unknown>;
        return { ...options, level: 'trace', stream } as never;
      },
    });
    // Rules the app does not know about make its inserts fail on exactly these texts, as a broken
    // migration or a full disk would fail them on any text.
    await t.database.db.execute(
      sql.raw(`ALTER TABLE training_progress ADD CONSTRAINT test_no_marmalade
        CHECK (data::text NOT LIKE '%marmalade%')`),
    );
    await t.database.db.execute(
      sql.raw(`ALTER TABLE messages ADD CONSTRAINT test_no_heron
        CHECK (content NOT LIKE '%heron%')`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The log lines written since `from`, parsed. */
  const linesSince = (from: number) =>
    output
      .slice(from)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, any>);

  it('a failing insert of a journal entry logs its codes, not the entry', async () => {
    const user = await createUser(t);
    const from = output.length;
    const saved = await user.call('PUT', '/api/training/journal-1', {
      progress: 50,
      data: { entries: [`Today I wrote ${JOURNAL_SECRET} in my journal`] },
    });
    expect(saved).toMatchObject({
      status: 500,
      body: { error: 'Internal server error', code: 'request.internal' },
    });

    const failure = linesSince(from).find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'test_no_marmalade' });
    expect(output.slice(from)).not.toContain(JOURNAL_SECRET);
    expect(output.slice(from)).not.toContain('marmalade-');
  });

  it('a failing insert of a message logs its codes, not the message', async () => {
    const { owner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const from = output.length;
    const sent = await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: `I never told you about ${MESSAGE_SECRET}`,
      client_id: 'log-check-1',
    });
    expect(sent.status).toBe(500);

    const failure = linesSince(from).find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'test_no_heron' });
    expect(output.slice(from)).not.toContain(MESSAGE_SECRET);
  });
});

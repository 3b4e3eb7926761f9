import { eq } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { users } from '@/db/schema/users';
import { insertMessageOnce } from '@/modules/messages/messages.repository';

import type { TestApp } from './app';
import { TestBrowser } from './browser';

let counter = 0;

export interface SignedIn {
  browser: TestBrowser;
  id: string;
  email: string;
  name: string;
  /** JSON request as this user (Origin set for state-changing methods). */
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

/** A person signed in through the built-in provider (a real session cookie). */
export async function createUser(
  t: TestApp,
  overrides: { name?: string; email?: string } = {},
): Promise<SignedIn> {
  counter += 1;
  const name = overrides.name ?? `Person ${counter}`;
  const email = overrides.email ?? `person-${counter}-${Date.now().toString(36)}@example.test`;
  const browser = new TestBrowser(t.baseUrl);
  await browser.signIn(email, name);
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const call: SignedIn['call'] = async (method, path, body) => {
    const response = await browser.request(path, {
      method,
      ...(body !== undefined
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return { browser, id: row!.id, email: email.toLowerCase(), name, call };
}

/** Two people connected as a couple: A invited, B accepted. */
export async function createCouple(t: TestApp) {
  const owner = await createUser(t, { name: 'Alex' });
  const partner = await createUser(t, { name: 'Blake' });
  const created = await owner.call('POST', '/api/relationships');
  const accepted = await partner.call('POST', '/api/relationships/accept', {
    invite_code: created.body.invite_code,
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return {
    owner,
    partner,
    relationshipId: created.body.id as string,
    inviteCode: created.body.invite_code as string,
  };
}

/** A couple in its first session, started by the owner through the API (welcome included). */
export async function createCoupleInSession(t: TestApp) {
  const couple = await createCouple(t);
  const { body } = await couple.owner.call('POST', '/api/sessions', {
    relationship_id: couple.relationshipId,
  });
  return { ...couple, sessionId: body.id as string };
}

/** A session with one message per partner, written straight to the database. */
export async function createSessionWithMessages(t: TestApp, relationshipId: string, number = 1) {
  const [session] = await t.database.db
    .insert(therapySessions)
    .values({ relationshipId, sessionNumber: number })
    .returning();
  await t.database.db.insert(messages).values([
    {
      therapySessionId: session!.id,
      author: 'therapist',
      content: `Welcome to Session ${number} of the program. Let's begin.`,
    },
    { therapySessionId: session!.id, author: 'partnerA', content: 'I feel unheard lately.' },
    { therapySessionId: session!.id, author: 'partnerB', content: 'I did not know that.' },
  ]);
  return session!;
}

/**
 * An ordinary shared message of `authorUserId`, stored as the send path stores it (the session's
 * order lock, the row and the message before it returned) but not announced; `db` may be a
 * transaction.
 */
export function storeMessage(
  db: Db,
  message: {
    sessionId: string;
    author: 'partnerA' | 'partnerB';
    authorUserId: string;
    content: string;
  },
) {
  return insertMessageOnce(db, {
    therapySessionId: message.sessionId,
    content: message.content,
    author: message.author,
    authorUserId: message.authorUserId,
    clientId: null,
    safetyCategory: null,
    safetySeverity: null,
    safetyLanguage: null,
    visibility: 'shared',
  });
}

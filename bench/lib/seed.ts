import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';

import pg from 'pg';

import { type Database, openDatabase } from '@/db/client';
import { authSessions } from '@/db/schema/auth-sessions';
import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { users } from '@/db/schema/users';
import { sha256 } from '@/lib/secrets';

import { BENCH_SESSION_SECRET, tempDir } from './server';

export type DbKind = 'pglite' | 'postgres';

/** Where a bench server keeps its data: always a fresh DATA_DIR, and a fresh database on PG. */
export interface Target {
  kind: DbKind;
  dataDir: string;
  databaseUrl?: string;
}

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'kindred_bench';

export async function freshTarget(
  kind: DbKind,
  name: string,
  pgAdminUrl = DEFAULT_PG_ADMIN_URL,
  database = BENCH_DATABASE,
): Promise<Target> {
  const dataDir = tempDir(`${name}-${kind}`);
  if (kind === 'pglite') return { kind, dataDir };
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${database}`;
  return { kind, dataDir, databaseUrl: url.toString() };
}

/** Opens the target with the server's own database module and applies its migrations. */
export async function openTarget(target: Target): Promise<Database> {
  const database = await openDatabase(
    target.databaseUrl
      ? { kind: 'postgres', url: target.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') },
  );
  await database.migrate();
  return database;
}

export interface Partner {
  userId: string;
  /** Value of the Cookie header that signs this partner in. */
  cookie: string;
  role: 'partnerA' | 'partnerB';
  name: string;
}

export interface Couple {
  index: number;
  relationshipId: string;
  sessionId: string;
  a: Partner;
  b: Partner;
}

/**
 * What the auth plugin accepts: a random token whose SHA-256 is an `auth_sessions` row, in the
 * `kindred_session` cookie signed like @fastify/cookie does (HMAC-SHA-256, base64 without '=').
 */
function sessionCookie(token: string, secret = BENCH_SESSION_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64').replace(/=/g, '');
  return `kindred_session=${encodeURIComponent(`${token}.${signature}`)}`;
}

const chunk = <T>(list: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/**
 * Couples straight into the database (users, relationship, one ongoing session with the
 * therapist's welcome and `messagesPerSession` alternating partner lines, and a signed-in
 * session per partner) — seconds for 500 couples instead of 1,000 OIDC sign-ins.
 */
export async function seedCouples(
  database: Database,
  count: number,
  options: { messagesPerSession?: number; namePrefix?: string } = {},
): Promise<Couple[]> {
  const { db } = database;
  const prefix = options.namePrefix ?? 'bench';
  const couples: Couple[] = [];
  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  for (const batch of chunk(
    Array.from({ length: count }, (_, i) => i),
    200,
  )) {
    const people = batch.flatMap((i) => [
      { i, role: 'partnerA' as const, name: `Alex ${prefix}${i}` },
      { i, role: 'partnerB' as const, name: `Blake ${prefix}${i}` },
    ]);
    const userRows = await db
      .insert(users)
      .values(
        people.map((p) => ({
          oidcIssuer: 'https://bench.invalid',
          oidcSubject: `${prefix}-${p.i}-${p.role}-${randomBytes(4).toString('hex')}`,
          email: `${prefix}-${p.i}-${p.role}@bench.invalid`.toLowerCase(),
          name: p.name,
        })),
      )
      .returning({ id: users.id });
    const relRows = await db
      .insert(relationships)
      .values(
        batch.map((_, k) => ({ userId: userRows[2 * k]!.id, partnerId: userRows[2 * k + 1]!.id })),
      )
      .returning({ id: relationships.id });
    const sessionRows = await db
      .insert(therapySessions)
      .values(relRows.map((r) => ({ relationshipId: r.id, sessionNumber: 1 })))
      .returning({ id: therapySessions.id });

    const start = Date.now() - 3_600_000;
    const extra = options.messagesPerSession ?? 0;
    const messageRows = sessionRows.flatMap((s) => [
      {
        therapySessionId: s.id,
        author: 'therapist' as const,
        content: "Welcome to Session 1 of the program. Let's begin.",
        timestamp: new Date(start),
      },
      ...Array.from({ length: extra }, (_, m) => ({
        therapySessionId: s.id,
        author: m % 2 === 0 ? ('partnerA' as const) : ('partnerB' as const),
        content: `Line ${m + 1}: ${SAMPLE_LINES[m % SAMPLE_LINES.length]}`,
        timestamp: new Date(start + (m + 1) * 1000),
      })),
    ]);
    for (const part of chunk(messageRows, 1000)) await db.insert(messages).values(part);

    const tokens = userRows.map(() => randomBytes(32).toString('base64url'));
    await db
      .insert(authSessions)
      .values(userRows.map((u, k) => ({ id: sha256(tokens[k]!), userId: u.id, expiresAt })));

    batch.forEach((i, k) => {
      const partner = (j: number): Partner => ({
        userId: userRows[j]!.id,
        cookie: sessionCookie(tokens[j]!),
        role: people[j]!.role,
        name: people[j]!.name,
      });
      couples.push({
        index: i,
        relationshipId: relRows[k]!.id,
        sessionId: sessionRows[k]!.id,
        a: partner(2 * k),
        b: partner(2 * k + 1),
      });
    });
  }
  return couples;
}

/** Everyday lines (no safety-screen hits) for the seeded history and the live sends. */
export const SAMPLE_LINES = [
  'I felt a bit unheard when we planned the weekend.',
  'I appreciate that you made dinner yesterday.',
  'Can we talk about how we split the chores?',
  'I would like us to spend more evenings together.',
  'When you were late I got worried, not angry.',
  'I love how you laugh at my terrible jokes.',
  'Work has been stressful and I bring it home.',
  'I want to plan a trip for our anniversary.',
];

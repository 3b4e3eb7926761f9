import http from 'node:http';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * The floor of the realtime bench: the least a relay must do for one chat message — POST, one
 * `INSERT … RETURNING` into a one-table database of the same kind (PGlite in this process, or
 * PostgreSQL through a 10-connection pool like the server's), then the message frame to the
 * sockets following that session. It speaks the same wire protocol as /api/live and
 * /api/messages, so the bench drives it with the very client code it drives Kindred with, and
 * reads what it stored back for the same lost / duplicated / order checks. No sign-in, no
 * validation beyond shape, no NOTIFY, no therapist: only the relay.
 *
 * Run by the bench in its own process: `node --import tsx bench/lib/floor-server.ts`, with
 * PORT and either DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite under DATA_DIR/pglite).
 */

interface Row {
  id: string;
  author: string;
  client_id: string | null;
  content: string;
  timestamp: string;
}

interface Store {
  insert(session: string, clientId: string | null, content: string): Promise<Row>;
  list(session: string): Promise<Row[]>;
  close(): Promise<void>;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    seq bigserial PRIMARY KEY,
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    session text NOT NULL,
    author text NOT NULL DEFAULT 'partner',
    client_id text,
    content text NOT NULL,
    timestamp timestamptz NOT NULL DEFAULT clock_timestamp()
  );
  CREATE INDEX IF NOT EXISTS messages_session_seq ON messages (session, seq);
`;
const INSERT = `INSERT INTO messages (session, client_id, content) VALUES ($1, $2, $3)
  RETURNING id, author, client_id, content, timestamp`;
const LIST = `SELECT id, author, client_id, content, timestamp FROM messages
  WHERE session = $1 ORDER BY seq`;

type Raw = Omit<Row, 'timestamp'> & { timestamp: Date };
const view = (r: Raw): Row => ({ ...r, timestamp: r.timestamp.toISOString() });

async function openStore(): Promise<Store> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(SCHEMA);
    return {
      insert: async (session, clientId, content) =>
        view((await pool.query<Raw>(INSERT, [session, clientId, content])).rows[0]!),
      list: async (session) => (await pool.query<Raw>(LIST, [session])).rows.map(view),
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('floor: DATABASE_URL or DATA_DIR is required');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await db.exec(SCHEMA);
  return {
    insert: async (session, clientId, content) =>
      view((await db.query<Raw>(INSERT, [session, clientId, content])).rows[0]!),
    list: async (session) => (await db.query<Raw>(LIST, [session])).rows.map(view),
    close: () => db.close(),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

async function main() {
  const store = await openStore();
  const bySession = new Map<string, Set<WebSocket>>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      if (req.method === 'GET' && url === '/readyz') return send(res, 200, { ok: true });
      if (req.method === 'POST' && url === '/api/messages') {
        let input: { therapy_session_id?: unknown; content?: unknown; client_id?: unknown };
        try {
          input = JSON.parse(await readBody(req)) as typeof input;
        } catch {
          return send(res, 400, { error: 'Invalid JSON' });
        }
        const { therapy_session_id: session, content, client_id: clientId } = input;
        if (typeof session !== 'string' || typeof content !== 'string')
          return send(res, 400, { error: 'Invalid message' });
        const row = await store.insert(
          session,
          typeof clientId === 'string' ? clientId : null,
          content,
        );
        const frame = JSON.stringify({ type: 'message', sessionId: session, message: row });
        for (const socket of bySession.get(session) ?? []) socket.send(frame);
        return send(res, 201, row);
      }
      const list = /^\/api\/sessions\/([^/?]+)\/messages$/.exec(url);
      if (req.method === 'GET' && list) return send(res, 200, await store.list(list[1]!));
      send(res, 404, { error: 'Not found' });
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { error: 'Internal error' });
    });
  });
  // Like Fastify's default: the bench's keep-alive connections stay open between its phases.
  server.keepAliveTimeout = 72_000;

  const wss = new WebSocketServer({
    server,
    path: '/api/live',
    perMessageDeflate: false,
    maxPayload: 4096,
  });
  wss.on('connection', (socket) => {
    const followed = new Set<string>();
    socket.send(JSON.stringify({ type: 'ready' }));
    socket.on('message', (data) => {
      let frame: { type?: unknown; sessionId?: unknown };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      if (frame.type !== 'subscribe' || typeof frame.sessionId !== 'string') return;
      let members = bySession.get(frame.sessionId);
      if (!members) bySession.set(frame.sessionId, (members = new Set()));
      members.add(socket);
      followed.add(frame.sessionId);
      socket.send(JSON.stringify({ type: 'subscribed', sessionId: frame.sessionId }));
    });
    socket.on('close', () => {
      for (const session of followed) bySession.get(session)?.delete(socket);
    });
  });

  const port = Number(process.env.PORT ?? 4406);
  await new Promise<void>((resolve) =>
    server.listen(port, process.env.HOST ?? '127.0.0.1', resolve),
  );
  const stop = () => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
    server.close();
    server.closeAllConnections();
    void store.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

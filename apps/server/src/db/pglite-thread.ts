// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so that
// its engine never runs on the event loop that relays partners' messages. The main thread talks
// to it with node-postgres over byte streams (pglite-socket.ts): the same driver, queries and type
// parsing as on a PostgreSQL server. Started by PgliteThread.open with the data directory (or
// none: in memory) as workerData.
//
// PGlite is a single session. Several connections share it the way one PostgreSQL backend could
// be shared by a careful pooler: each connection's messages run as units (everything up to a
// Sync, a simple Query or a Flush — one statement's Parse … Sync together), one unit at a time,
// and while a connection is inside a transaction only its own units run. An urgent connection's
// waiting unit runs before the others' (what a partner waits on goes before background work).
// Named prepared statements live in the session, so each connection's names are its own: the
// thread prefixes them (`statementsOf`), and drops them when the connection goes.

import { PGlite } from '@electric-sql/pglite';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';

import { nameThisThread } from '@/lib/thread-name';

import { runUnit } from './pglite-engine';
import { type FromPgliteThread, ownBytes, type ToPgliteThread } from './pglite-protocol';

if (!parentPort) throw new Error('pglite-thread.ts runs as a worker thread only');
const port = parentPort;
nameThisThread('kindred-pglite');
const post = (message: FromPgliteThread) => port.postMessage(message);

// Messages without a type byte, sent first on a connection.
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
// Typed messages that end a unit: the client waits for an answer after them.
const UNIT_ENDS = new Set(['S', 'Q', 'H', 'F', 'c', 'f'].map((c) => c.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);

interface Connection {
  id: number;
  buffer: Buffer;
  /** The startup message has been handled; every later message has a type byte. */
  started: boolean;
  /** Whole messages of the unit being received. */
  partial: Buffer[];
  /** Its waiting units run before other connections' (client.ts: the urgent lane). */
  urgent: boolean;
  /** The session's names of the statements it prepared (`statementsOf`). */
  statements: Set<string>;
}

const connections = new Map<number, Connection>();
const units: { connection: number; bytes: Uint8Array }[] = [];
let db: PGlite | undefined;
/** The connection whose transaction is open: until it ends, only its units run. */
let owner: number | undefined;
let running = false;
let closing = false;
/** Statements of connections that went away, deallocated before the next unit runs. */
const orphans: string[] = [];

function fail(error: unknown): void {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

/** The next unit to run: the open transaction's owner's only; else an urgent one, else the oldest. */
function next(): number {
  if (owner !== undefined) return units.findIndex((u) => u.connection === owner);
  const urgent = units.findIndex((u) => connections.get(u.connection)?.urgent);
  return urgent === -1 ? 0 : urgent;
}

/** Runs waiting units in order (see `next`), one at a time. */
async function drain(): Promise<void> {
  if (running || !db) return;
  running = true;
  try {
    for (;;) {
      pull();
      if (owner !== undefined && !connections.has(owner)) {
        // Its transaction must not hold the one session.
        if (db.isInTransaction()) await db.exec('ROLLBACK');
        owner = undefined;
      }
      if (owner === undefined) {
        for (const name of orphans.splice(0)) {
          // One whose Parse failed never existed; any other error is the engine failing.
          await db.exec(`DEALLOCATE ${quoteIdentifier(name)}`).catch((error: unknown) => {
            if ((error as { code?: string }).code !== UNDEFINED_STATEMENT) throw error;
          });
        }
      }
      const index = next();
      if (index === -1 || units.length === 0) break;
      const [unit] = units.splice(index, 1);
      const { connection, bytes } = unit!;
      if (!connections.has(connection)) continue;
      // PGlite's engine reads every message in the buffer, as a server reads its socket.
      const answer = await runUnit(db, bytes);
      owner = db.isInTransaction() ? connection : undefined;
      if (answer.length > 0 && connections.has(connection)) {
        post({ type: 'data', connection, bytes: ownBytes(answer) });
      }
    }
    if (closing && units.length === 0 && owner === undefined) {
      closing = false;
      if (!db.closed) await db.close();
      post({ type: 'closed' });
    }
  } catch (error) {
    // The engine itself failed (PGlite exits on a fatal error): nothing more can run.
    units.length = 0;
    fail(error);
  } finally {
    running = false;
  }
}

/** A connection went away; a transaction it left open is rolled back before anything else runs. */
function drop(id: number): void {
  const connection = connections.get(id);
  if (!connection) return;
  connections.delete(id);
  orphans.push(...connection.statements);
  void drain();
}

/** SQLSTATE invalid_sql_statement_name: DEALLOCATE of a statement that does not exist. */
const UNDEFINED_STATEMENT = '26000';

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const STATEMENT = 'S'.charCodeAt(0);

/**
 * The message with the statement name it refers to made the connection's own (`k<id>.<name>`):
 * Parse names one, Bind uses one, Describe and Close of a statement ('S') name one. The unnamed
 * statement stays as it is: a statement's Parse … Sync run as one unit, so no other connection
 * comes in between.
 */
function statementsOf(connection: Connection, message: Buffer): Buffer {
  const type = message[0];
  let at: number;
  if (type === PARSE) at = 5;
  else if (type === BIND)
    at = message.indexOf(0, 5) + 1; // after the portal's name
  else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) at = 6;
  else return message;
  const end = message.indexOf(0, at);
  if (end <= at) return message; // unnamed (or malformed: the engine answers that)
  const name = `k${connection.id}.${message.toString('utf8', at, end)}`;
  if (type === PARSE) connection.statements.add(name);
  else if (type === CLOSE) connection.statements.delete(name);
  const renamed = Buffer.concat([
    message.subarray(0, at),
    Buffer.from(name, 'utf8'),
    message.subarray(end),
  ]);
  renamed.writeInt32BE(renamed.length - 1, 1);
  return renamed;
}

/** Splits a connection's bytes into protocol messages and queues each finished unit. */
function receive(connection: Connection, bytes: Uint8Array): void {
  connection.buffer =
    connection.buffer.length === 0 ? Buffer.from(bytes) : Buffer.concat([connection.buffer, bytes]);
  for (;;) {
    const { buffer } = connection;
    if (!connection.started) {
      if (buffer.length < 8) break;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) break;
      const code = buffer.readInt32BE(4);
      const message = Buffer.from(buffer.subarray(0, length));
      connection.buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        // No encryption between threads of one process.
        post({ type: 'data', connection: connection.id, bytes: Uint8Array.of(0x4e) });
        continue;
      }
      if (code === CANCEL_REQUEST) continue; // one session, nothing to cancel from outside
      connection.started = true;
      units.push({ connection: connection.id, bytes: message });
      continue;
    }
    if (buffer.length < 5) break;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) break;
    const type = buffer[0]!;
    const message = statementsOf(connection, Buffer.from(buffer.subarray(0, length)));
    connection.buffer = buffer.subarray(length);
    if (type === TERMINATE) {
      drop(connection.id);
      return;
    }
    connection.partial.push(message);
    if (UNIT_ENDS.has(type)) {
      const unit = connection.partial;
      connection.partial = [];
      units.push({
        connection: connection.id,
        bytes: unit.length === 1 ? unit[0]! : Buffer.concat(unit),
      });
    }
  }
  void drain();
}

function handle(message: ToPgliteThread): void {
  switch (message.type) {
    case 'open':
      connections.set(message.connection, {
        id: message.connection,
        buffer: Buffer.alloc(0),
        started: false,
        partial: [],
        urgent: message.urgent,
        statements: new Set(),
      });
      return;
    case 'data': {
      const connection = connections.get(message.connection);
      if (connection) receive(connection, message.bytes);
      return;
    }
    case 'end':
      drop(message.connection);
      return;
    case 'close':
      closing = true;
      connections.clear();
      void drain();
      return;
  }
}

port.on('message', handle);

/**
 * Takes in what the main thread sent while the engine worked (the port's events would only be
 * dispatched after the queue drained): the next unit is chosen among everything that waits.
 */
function pull(): void {
  for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port))
    handle(received.message as ToPgliteThread);
}

PGlite.create(workerData as string | undefined).then((created) => {
  db = created;
  post({ type: 'ready' });
  void drain();
}, fail);

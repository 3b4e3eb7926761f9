// What the server's main thread and the PGlite thread say to each other (plain data). Each
// "connection" is a PostgreSQL wire-protocol byte stream, as node-postgres would write to a socket.

export type ToPgliteThread =
  /** `urgent`: its statements run before other connections' waiting ones (pglite-thread.ts). */
  | { type: 'open'; connection: number; urgent: boolean }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'end'; connection: number }
  | { type: 'close' };

export type FromPgliteThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'closed' };

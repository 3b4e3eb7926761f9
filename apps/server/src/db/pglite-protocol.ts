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

/**
 * The bytes in an ArrayBuffer of their own, to post. postMessage clones a typed array's whole
 * ArrayBuffer, not just its view, and Node's small Buffers (node-postgres's protocol messages,
 * Buffer.concat's results) are views of a shared 8 KB slab: posted as they were, every message of
 * a hundred bytes or so cost an 8 KB copy on each thread (docs/performance.md).
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

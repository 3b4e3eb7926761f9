import type { PGlite } from '@electric-sql/pglite';

/**
 * One unit of a connection's protocol messages through PGlite's engine (pglite-thread.ts), its
 * answer as one buffer. Not `execProtocolRaw`: that also parses every answer in JavaScript and,
 * outside PGlite's own `execProtocol`, keeps each parsed message in a list nothing clears
 * (PGlite 0.5) — measured on a 20-row select: 74 µs a statement and 4.6 KB retained each time,
 * against 20 µs and nothing here. The stream variant hands over the engine's bytes as they are,
 * in views of its memory, so each piece is copied.
 */
export async function runUnit(engine: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await engine.execProtocolRawStream(bytes, { onRawData: (chunk) => chunks.push(chunk.slice()) });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

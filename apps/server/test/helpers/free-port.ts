import { createServer } from 'node:net';

/**
 * A TCP port that nothing listens on right now (the system picks it), for a server a test or the
 * eval starts. unref: a pending lookup never keeps the process alive.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

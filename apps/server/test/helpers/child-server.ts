import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { inject } from 'vitest';

import { createScratchPostgresDatabase, TEST_DB_KIND } from './database';
import { freePort } from './free-port';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The real server (src/server.ts, as `npm run dev` starts it, without the watcher) in its own
 * process, so that a test can kill it with SIGKILL and start it again on the same data: PGlite
 * under DATA_DIR, or a fresh PostgreSQL database when the suite runs on PostgreSQL.
 */
export class ChildServer {
  private child: ChildProcess | undefined;
  private output = '';
  readonly baseUrl: string;

  private constructor(
    private readonly env: Record<string, string>,
    private readonly dataDir: string,
    private readonly dropDatabase: (() => Promise<void>) | undefined,
    port: number,
  ) {
    this.baseUrl = `http://localhost:${port}`;
  }

  static async create(env: Record<string, string> = {}): Promise<ChildServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-child-'));
    const port = await freePort();
    let databaseUrl: string | undefined;
    let drop: (() => Promise<void>) | undefined;
    if (TEST_DB_KIND === 'postgres') {
      const scratch = await createScratchPostgresDatabase('kindred_child');
      databaseUrl = scratch.url;
      drop = scratch.drop;
    } else {
      // A migrated copy of the template: initdb is the slow part of a first start.
      cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    }
    return new ChildServer(
      {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(env.OIDC_ISSUER ? {} : { DEV_SIGN_IN: 'true' }),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      dataDir,
      drop,
      port,
    );
  }

  /** Starts the process and waits until /readyz answers 200. */
  async start(timeoutMs = 30_000): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child = child;
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`server exited (${child.exitCode}):\n${this.output}`);
      const ready = await fetch(`${this.baseUrl}/readyz`).catch(() => undefined);
      if (ready?.status === 200) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not ready after ${timeoutMs} ms:\n${this.output}`);
  }

  /** kill -9: no shutdown hook runs, nothing is flushed by the process. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** What the process printed (for assertions on logs and for failure messages). */
  get logs(): string {
    return this.output;
  }

  async dispose(): Promise<void> {
    await this.kill();
    await this.dropDatabase?.();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

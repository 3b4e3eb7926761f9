import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates one PGlite database that every test file copies (initdb takes seconds; a copy does not). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-pglite-template-'));
  const dataDir = path.join(dir, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}

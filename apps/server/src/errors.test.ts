import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { errorResponseSchema } from '@kindred/shared/api';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from '@kindred/shared/errors';

import { AppError, messageOf, tooManyRequests } from './errors';

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Where a code reaches `AppError` through a variable: the error handler and `parseInput`. */
const CODE_FROM_A_VARIABLE = ['plugins/error-handler.ts', 'lib/validation.ts'];

describe('application errors', () => {
  it('gives every code an error status and a message from its domain', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(Number.isInteger(status) && status >= 400 && status <= 599, code).toBe(true);
      expect(messageOf(code), code).toMatch(/\S/);
      const error = new AppError(code);
      expect(error.statusCode).toBe(status);
      expect(errorResponseSchema.parse(error.body())).toEqual({ error: messageOf(code), code });
    }
  });

  it('throws only codes of the table, wherever the server throws one', () => {
    const thrown = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      for (const [, argument] of text.matchAll(/new AppError\(\s*([^,)]+)/g)) {
        const literal = /^'([^']*)'$/.exec(argument!.trim());
        if (!literal) {
          expect(CODE_FROM_A_VARIABLE, `${relative}: new AppError(${argument})`).toContain(
            relative,
          );
          continue;
        }
        expect(isErrorCode(literal[1]), `${relative}: ${literal[1]}`).toBe(true);
        thrown.add(literal[1]!);
      }
      // parseInput(schema, input, 'domain.notFound'): the code of a malformed id in a path.
      for (const [, code] of text.matchAll(/parseInput\([^;]*?,\s*'([^']+)'\)/g)) {
        expect(isErrorCode(code), `${relative}: ${code}`).toBe(true);
        thrown.add(code!);
      }
    }
    // The scan does find the services' errors (a broken pattern would find none).
    expect(thrown).toContain('session.paused');
    expect(thrown).toContain('relationship.invalidOrExpired');
    expect(thrown).toContain('notification.notFound');
    expect(thrown.size).toBeGreaterThan(25);
  });

  it('says when to retry after a rate limit', () => {
    const error = tooManyRequests(0);
    expect(error).toMatchObject({ statusCode: 429, code: 'request.tooMany' });
    expect(error.headers).toEqual({ 'retry-after': '1' });
  });

  it('keeps a message given in place of the table’s (validation details)', () => {
    const error = new AppError('request.invalid', { message: 'Invalid request: tz: too long' });
    expect(error.body()).toEqual({
      error: 'Invalid request: tz: too long',
      code: 'request.invalid',
    });
    expect(error.statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';

import { describeError, serializeError } from './safe-error';

/** A node-postgres DatabaseError as the driver builds it (fields, message quoting the value). */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps a failed query to its codes: no query text, parameters, detail or quoted values', () => {
    const cause = databaseError('invalid input syntax for type uuid: "my-secret-words"', {
      code: '22P02',
      detail: 'Key (content)=(my-secret-words) is bad',
      where: "unnamed portal parameter $1 = 'my-secret-words'",
      routine: 'string_to_uuid',
      query: 'select 1',
      params: ['my-secret-words'],
    });
    const wrapper = Object.assign(new Error('Failed query: select $1\nparams: my-secret-words'), {
      name: 'DrizzleQueryError',
      query: 'select $1',
      params: ['my-secret-words'],
      cause,
    });
    const logged = serializeError(wrapper) as Record<string, any>;
    expect(JSON.stringify(logged)).not.toContain('my-secret-words');
    expect(logged).toMatchObject({
      message: 'Failed query',
      code: '22P02',
      routine: 'string_to_uuid',
      cause: { message: 'database error 22P02', code: '22P02' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query\n\s+at /);
    expect(describeError(cause)).toBe('database error 22P02');
  });

  it('logs ordinary errors as pino would: type, message, stack, fields and causes', () => {
    const error = Object.assign(new TypeError('cannot read x', { cause: new Error('inner') }), {
      statusCode: 500,
    });
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'cannot read x',
      statusCode: 500,
      stack: expect.stringContaining('TypeError: cannot read x'),
      cause: { type: 'Error', message: 'inner' },
    });
    expect(serializeError('not an error')).toBe('not an error');
  });
});

import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPath } from './return-to';

describe('isSafeReturnPath', () => {
  it.each(['/', '/dashboard', '/accept-invite/abc12345', '/settings?tab=account#x'])(
    'accepts the same-origin path %s',
    (path) => expect(isSafeReturnPath(path)).toBe(true),
  );

  it.each([
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/foo\\bar',
    '/\tfoo',
    '/\n//evil.example',
    'javascript:alert(1)',
    '/' + 'a'.repeat(2048),
  ])('rejects %j', (path) => expect(isSafeReturnPath(path)).toBe(false));

  it('rejects values that are not strings', () => {
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath(['/dashboard'])).toBe(false);
  });

  it('falls back when unsafe', () => {
    expect(safeReturnPath('//evil.example')).toBe('/dashboard');
    expect(safeReturnPath('/settings', '/')).toBe('/settings');
  });
});

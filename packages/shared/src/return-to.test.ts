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

describe('safeReturnPath encoding', () => {
  it('percent-encodes what a Location header cannot carry, and keeps what is encoded', () => {
    expect(safeReturnPath('/sessions/日本?x=ü#é')).toBe(
      '/sessions/%E6%97%A5%E6%9C%AC?x=%C3%BC#%C3%A9',
    );
    expect(safeReturnPath('/a b')).toBe('/a%20b');
    expect(safeReturnPath('/accept-invite/abc12345?x=%C3%BC')).toBe(
      '/accept-invite/abc12345?x=%C3%BC',
    );
  });

  it('stays a path on our origin, and falls back for what cannot be encoded', () => {
    for (const path of ['/..//evil.example', '/\u3000//evil', '/%2F%2Fevil.example', '/a"b<c>']) {
      const result = safeReturnPath(path);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(result).toMatch(/^[\x21-\x7e]+$/);
    }
    expect(safeReturnPath('/half\ud800')).toBe('/dashboard');
    expect(safeReturnPath('/100%')).toBe('/100%25');
  });
});

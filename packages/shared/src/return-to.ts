/**
 * Where the app may send a user after sign-in: only a path on our own origin. Rejects absolute
 * URLs, protocol-relative '//host' and backslash tricks that browsers normalise to '//host'.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters (including tab and newline, which browsers strip) are never part of a path.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  if (value.includes('\\')) return false;
  return true;
}

export function safeReturnPath(value: unknown, fallback = '/dashboard'): string {
  return isSafeReturnPath(value) ? value : fallback;
}

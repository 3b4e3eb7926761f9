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

/** Characters a URL may carry as they are (RFC 3986), and `%` when it starts an escape. */
const NEEDS_ENCODING = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]/gu;

/**
 * A safe return path as it may go into a Location header: every character a header or a URL
 * cannot carry as it is (non-ASCII, spaces, quotes…) percent-encoded as UTF-8, escapes already
 * there kept; or `fallback`. Still a path on our own origin.
 */
export function safeReturnPath(value: unknown, fallback = '/dashboard'): string {
  if (!isSafeReturnPath(value)) return fallback;
  let encoded: string;
  try {
    encoded = value.replace(NEEDS_ENCODING, (c) => encodeURIComponent(c));
  } catch {
    // A lone surrogate cannot be encoded.
    return fallback;
  }
  return isSafeReturnPath(encoded) ? encoded : fallback;
}

import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Derives a purpose-bound secret from the master SESSION_SECRET (HMAC-SHA-256). */
export function deriveSecret(master: string, purpose: string): string {
  return createHmac('sha256', master).update(`kindred:${purpose}`).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

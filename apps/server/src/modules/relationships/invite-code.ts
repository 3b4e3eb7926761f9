import { randomInt } from 'node:crypto';

import { INVITE_CODE_LENGTH } from '@kindred/shared/constants';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 8 base-36 characters from the CSPRNG: 36^8 ≈ 2.8 × 10^12 codes. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

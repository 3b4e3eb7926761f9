import type { SYSTEM_ERRORS } from './api';
import type { ACCOUNT_ERRORS } from './account';
import type { NOTIFICATION_ERRORS } from './notifications';
import type { HEALTH_ERRORS } from './relationship-health';
import type { RELATIONSHIP_ERRORS } from './relationships';
import type { SESSION_ERRORS } from './sessions';
import type { TRAINING_ERRORS } from './training';

// Every error answer of the API is `{ error, code }` (errorResponseSchema in ./api): `error` is the
// English sentence the SPA shows, `code` says which error it is. A code is `<domain>.<key>`: its
// message is `key` of that domain's table (REQUEST_ERRORS below, SESSION_ERRORS in ./sessions, …).
// This module imports no runtime code, so the SPA's API client can read it without pulling in zod.

/** The errors that belong to no domain: the request itself, signing in, limits, failures. */
export const REQUEST_ERRORS = {
  /** Validation failures replace it with what is wrong (`Invalid request: field: problem`). */
  invalid: 'Invalid request',
  notFound: 'Not found',
  signedOut: 'You need to be logged in',
  forbidden: 'Forbidden',
  crossSite: 'Cross-site request refused',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  emptyBody: 'Request body is empty',
  invalidJson: 'Request body is not valid JSON',
  rangeNotSatisfiable: 'Range not satisfiable',
  tooMany: 'Too many requests, please slow down and try again shortly',
  internal: 'Internal server error',
} as const;

/** The one table of codes and the HTTP status each is sent with. */
export const ERROR_STATUS = {
  'request.invalid': 400,
  'request.emptyBody': 400,
  'request.invalidJson': 400,
  'request.signedOut': 401,
  'request.forbidden': 403,
  'request.crossSite': 403,
  'request.notFound': 404,
  'request.bodyTooLarge': 413,
  'request.unsupportedMediaType': 415,
  'request.rangeNotSatisfiable': 416,
  'request.tooMany': 429,
  'request.internal': 500,

  'system.databaseUnreachable': 503,

  'account.notFound': 404,

  'relationship.invalidLink': 400,
  'relationship.ownInvitation': 400,
  'relationship.notPartOfRelationship': 403,
  'relationship.invalidOrExpired': 404,
  'relationship.noRelationship': 404,
  'relationship.noRelationshipToRemove': 404,
  'relationship.alreadyAccepted': 409,
  'relationship.alreadyConnected': 409,
  'relationship.hasPartner': 409,
  'relationship.noPartnerToRemove': 409,
  'relationship.inviteFailed': 503,

  'session.emptyMessage': 400,
  'session.tooLong': 400,
  'session.unstorable': 400,
  'session.needsPartner': 403,
  'session.authorMismatch': 403,
  'session.notFound': 404,
  'session.messageNotFound': 404,
  'session.ended': 409,
  'session.paused': 409,
  'session.notPaused': 409,
  'session.resumeLater': 409,
  'session.nothingToAnswer': 409,
  'session.notHeld': 409,
  'session.startFailed': 503,

  'health.unknownTimeZone': 400,

  'notification.notFound': 404,

  'training.notFound': 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** Each domain's table of messages, under the prefix of its codes. */
export interface ErrorMessageTables {
  request: typeof REQUEST_ERRORS;
  system: typeof SYSTEM_ERRORS;
  account: typeof ACCOUNT_ERRORS;
  relationship: typeof RELATIONSHIP_ERRORS;
  session: typeof SESSION_ERRORS;
  health: typeof HEALTH_ERRORS;
  notification: typeof NOTIFICATION_ERRORS;
  training: typeof TRAINING_ERRORS;
}

type Domain = keyof ErrorMessageTables;
type CodesOfTables = {
  [D in Domain]: `${D}.${Extract<keyof ErrorMessageTables[D], string>}`;
}[Domain];

// Checked by the compiler: every message of a table has a status, and every status a message.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyCodeHasAMessage: Same<CodesOfTables, ErrorCode> = true;
void everyCodeHasAMessage;

// The product API client. Same-origin JSON over the session cookie: the browser never holds a
// token, so there is no Authorization header to add.

import { type ErrorCode, isErrorCode } from '@kindred/shared/errors';

/**
 * A non-OK answer from the API. `message` is the answer's own words (apiErrorFrom); `code` says
 * which error it is (packages/shared/src/errors.ts), null when the answer named none this build
 * knows.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

/** Anything with zod's `parse` (the shared schemas), without importing zod here. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  /** Validates the answer; the result is the parsed value. */
  schema?: Parser<T>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The error of a non-OK answer. Its message is the body's `error`; 'Request failed' when not JSON;
 * `HTTP {status}` otherwise. Its code is the body's `code`.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return new ApiError('Request failed', response.status);
  }
  const { error, code } = (body !== null && typeof body === 'object' ? body : {}) as {
    error?: unknown;
    code?: unknown;
  };
  return new ApiError(
    typeof error === 'string' ? error : `HTTP ${response.status}`,
    response.status,
    isErrorCode(code) ? code : null,
  );
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let data: unknown = undefined;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error('Invalid response from the server');
    }
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions<T>) =>
    request<T>('DELETE', path, undefined, options),
};

/** True for answers that retrying cannot change (4xx). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * True for a 401: the sign-in has ended. The query client handles it for every request
 * (lib/query-client.ts); a component only uses this to say nothing more about such a failure.
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

import { vi } from 'vitest';

export type FakeResponse = { status: number; body?: unknown; raw?: string };
export type FakeRoute =
  FakeResponse | ((init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>);

export const signedInUser = {
  id: 'user-1',
  email: 'avery@example.test',
  name: 'Avery',
  picture: null,
};

export const signedOut: FakeResponse = { status: 401, body: { error: 'Not signed in' } };

/**
 * Replaces global fetch with a table of 'METHOD /path' → answer. Unknown requests fail the test
 * loudly with a 599 so a missing stub is obvious.
 */
export function stubFetch(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes[`${method} ${path}`] ?? routes[path];
    if (!route)
      return new Response(JSON.stringify({ error: `No stub for ${method} ${path}` }), {
        status: 599,
      });
    const answer = typeof route === 'function' ? await route(init) : route;
    if (answer.status === 204) return new Response(null, { status: 204 });
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, {
      status: answer.status,
      headers: { 'content-type': answer.raw === undefined ? 'application/json' : 'text/plain' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

import { describe, expect, it, vi } from 'vitest';

import { api, ApiError } from './api-client';

function stubResponse(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    const fetchMock = stubResponse(Response.json({ id: 'r1', partner_id: null }));
    await expect(api.get('/api/relationships')).resolves.toEqual({ id: 'r1', partner_id: null });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/relationships',
      expect.objectContaining({
        method: 'GET',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = stubResponse(Response.json({ ok: true }, { status: 201 }));
    await api.post('/api/relationships/accept', { invite_code: 'abcd1234' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/relationships/accept',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ invite_code: 'abcd1234' }),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
  });

  it('returns undefined for 204 No Content', async () => {
    stubResponse(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it("uses the body's error field as the message and its code as the code", async () => {
    stubResponse(
      Response.json(
        { error: 'You cannot accept your own invitation', code: 'relationship.ownInvitation' },
        { status: 400 },
      ),
    );
    const error = await failure(api.post('/api/relationships/accept', { invite_code: 'x' }));
    expect(error.message).toBe('You cannot accept your own invitation');
    expect(error.status).toBe(400);
    expect(error.code).toBe('relationship.ownInvitation');
  });

  it('has no code when the answer names none, or one this build does not know', async () => {
    stubResponse(Response.json({ error: 'Session not found' }, { status: 404 }));
    expect((await failure(api.get('/api/sessions/x'))).code).toBeNull();
    stubResponse(Response.json({ error: 'Gone', code: 'session.vanished' }, { status: 410 }));
    const unknown = await failure(api.get('/api/sessions/x'));
    expect(unknown).toMatchObject({ message: 'Gone', status: 410, code: null });
  });

  it("says 'Request failed' when the error body is not JSON", async () => {
    stubResponse(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/api/me'));
    expect(error.message).toBe('Request failed');
    expect(error.status).toBe(502);
    expect(error.code).toBeNull();
  });

  it("says 'HTTP {status}' when the JSON body has no error field", async () => {
    stubResponse(Response.json({ message: 'nope' }, { status: 404 }));
    const error = await failure(api.delete('/api/relationships/partner'));
    expect(error.message).toBe('HTTP 404');
    expect(error.status).toBe(404);
  });

  it("says 'HTTP {status}' when the error field is not a string", async () => {
    stubResponse(Response.json({ error: { code: 42 } }, { status: 500 }));
    expect((await failure(api.put('/api/preferences', {}))).message).toBe('HTTP 500');
  });

  it('validates the answer with a schema when given one', async () => {
    stubResponse(Response.json({ providerName: 42 }));
    const schema = {
      parse(data: unknown) {
        if (typeof (data as { providerName?: unknown }).providerName !== 'string') {
          throw new Error('invalid config');
        }
        return data as { providerName: string };
      },
    };
    await expect(api.get('/api/config', { schema })).rejects.toThrow('invalid config');
  });
});

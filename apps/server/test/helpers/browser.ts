/**
 * A tiny cookie-keeping HTTP client that behaves like a browser tab for the sign-in flow:
 * it sends an Origin on state-changing requests and lets the test follow redirects one by one.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && url.origin === this.origin)
      headers.set('cookie', this.cookieHeader());
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin'))
      headers.set('origin', this.origin);
    const send = () => fetch(url, { ...init, headers, redirect: 'manual' });
    // Like a browser, retry an idempotent request once when a kept-alive connection turns out
    // to have been closed by a server restart.
    const response = await send().catch((error: unknown) => {
      if (method === 'GET' || method === 'HEAD') return send();
      throw error;
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a non-redirect answer; returns it with the chain of locations. */
  async follow(
    path: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; chain: string[] }> {
    const chain: string[] = [];
    let response = await this.request(path, init);
    for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops++) {
      const location = new URL(response.headers.get('location')!, response.url || this.origin);
      chain.push(location.pathname + location.search);
      if (location.origin !== this.origin) break;
      response = await this.request(location.pathname + location.search);
    }
    return { response, chain };
  }

  /**
   * Starts a sign-in and submits the built-in provider's form; returns its answer (a 303 into the
   * rest of the flow) and the form's action, for tests that follow the remaining steps themselves.
   */
  async submitSignInForm(
    email: string,
    name: string,
    returnTo = '/register',
  ): Promise<{ form: Response; action: string }> {
    const start = await this.follow(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const page = await start.response.text();
    const found = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!found) throw new Error(`No sign-in form (status ${start.response.status})`);
    const action = found.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
    const form = await this.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, name }).toString(),
    });
    if (form.status !== 303)
      throw new Error(`Sign-in form answered ${form.status}: ${await form.text()}`);
    return { form, action };
  }

  /** Signs in through the built-in provider's page, as a person would. Returns the final path. */
  async signIn(email: string, name: string, returnTo = '/register'): Promise<string> {
    const { form } = await this.submitSignInForm(email, name, returnTo);
    const done = await this.follow(form.headers.get('location')!);
    return done.chain.at(-1) ?? '';
  }
}

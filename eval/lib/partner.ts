import { TestBrowser } from '../../apps/server/test/helpers/browser';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A partner as the web app is one: signed in through the built-in provider, cookies kept. */
export class Partner {
  private readonly browser: TestBrowser;

  constructor(
    baseUrl: string,
    readonly name: string,
    readonly email: string,
  ) {
    this.browser = new TestBrowser(baseUrl);
  }

  /** Signs in through the built-in provider's page, as a person would. */
  async signIn(): Promise<void> {
    await this.browser.signIn(this.email, this.name);
    if (!this.browser.cookies.has('kindred_session'))
      throw new Error(`${this.email}: sign-in left no session cookie`);
  }

  /** The Cookie header of this partner's browser (for /api/live). */
  get cookie(): string {
    return this.browser.cookieHeader();
  }

  /** A JSON request; anything but 2xx is an error (the eval stops: the server broke a flow). */
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.browser.request(path, {
      method,
      ...(body !== undefined
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });
    const text = await response.text();
    if (response.status < 200 || response.status >= 300)
      throw new HttpError(
        response.status,
        `${method} ${path} as ${this.name}: ${response.status} ${text}`,
      );
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

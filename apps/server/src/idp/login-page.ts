const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The built-in provider's sign-in page. Plain HTML with no script (the CSP forbids inline
 * scripts) and no password: it exists for development and tests only, and says so.
 */
export function renderLoginPage(options: {
  action: string;
  abortAction: string;
  email?: string;
  name?: string;
  error?: string;
}): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in · Kindred</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  /* Widths include padding and borders: the card never grows past a 390 px screen. */
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fdf6f4; color: #2d1b24; }
  main { width: min(100% - 2rem, 26rem); background: #fff; border-radius: 1rem;
         padding: clamp(1.25rem, 5vw, 2rem); margin: 1rem 0; overflow-wrap: anywhere;
         box-shadow: 0 10px 30px rgb(80 30 50 / 0.08); border: 1px solid #f1dfe3; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em;
           text-transform: uppercase; background: #fff4d6; color: #7a5200; border: 1px solid #f3d48a;
           border-radius: 999px; padding: .25rem .75rem; }
  h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
  p { line-height: 1.5; color: #5c4450; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .375rem; }
  input { box-sizing: border-box; width: 100%; padding: .7rem .8rem; border: 1px solid #d9c2ca;
          border-radius: .6rem; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #c2416b; outline-offset: 2px; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; border-radius: .6rem; padding: .7rem 1.2rem; cursor: pointer; }
  .primary { flex: 1; background: #b3305b; color: #fff; border: 0; }
  .secondary { background: #fff; color: #5c4450; border: 1px solid #d9c2ca; }
  .error { color: #9f1239; background: #fff1f2; border: 1px solid #fecdd3; border-radius: .6rem; padding: .6rem .8rem; }
  small { display: block; margin-top: 1.25rem; color: #7b6570; line-height: 1.4; }
</style>
</head>
<body>
<main>
  <span class="badge">Development sign-in</span>
  <h1>Sign in to Kindred</h1>
  <p>This is Kindred's built-in development sign-in. There is no password: whoever enters an
  e-mail address here signs in as that person. Use it on your own machine and in tests only.</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254"
      value="${escapeHtml(options.email ?? '')}" autofocus>
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" maxlength="100"
      value="${escapeHtml(options.name ?? '')}">
    <div class="actions">
      <button class="primary" type="submit">Sign in</button>
      <button class="secondary" type="submit" formaction="${escapeHtml(options.abortAction)}" formnovalidate>Cancel</button>
    </div>
  </form>
  <small>In production Kindred signs you in through your identity provider (for example Google),
  configured with OIDC_ISSUER.</small>
</main>
</body>
</html>`;
}

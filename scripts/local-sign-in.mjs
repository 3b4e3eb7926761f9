// For a local run (`npm start`, `npm run dev`) on the embedded defaults: the server starts the
// password-less development sign-in only when DEV_SIGN_IN=true (docs/security.md §1), so these
// scripts set it — unless an identity provider is configured, DEV_SIGN_IN is already set either
// way, or NODE_ENV=production says this is not a local run (there the server refuses to start
// until OIDC_ISSUER or an explicit DEV_SIGN_IN=true is given).

const unset = (value) => value === undefined || value.trim() === '';

/** The environment to start the server with. */
export function withLocalSignIn(env) {
  if (!unset(env.OIDC_ISSUER) || !unset(env.DEV_SIGN_IN) || env.NODE_ENV === 'production') {
    return env;
  }
  console.warn(
    'Development sign-in on (DEV_SIGN_IN=true): no password, anyone who types an e-mail address ' +
      'signs in as that person. For your own machine only; set OIDC_ISSUER for real use.',
  );
  return { ...env, DEV_SIGN_IN: 'true' };
}

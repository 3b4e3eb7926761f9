/**
 * Whether this page has signed its user out on purpose. A sign-out ends on the landing page, while
 * a session that is found missing on a protected page leads to /login (to sign in again); the
 * routing rules need to tell the two apart, whatever order React renders the move home and the
 * forgotten session in. Signing in again reloads the page (the provider's redirect), which starts
 * this afresh.
 */
let signedOutOnPurpose = false;

export function setSignedOutOnPurpose(value: boolean): void {
  signedOutOnPurpose = value;
}

export function hasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** A full-page navigation (sign-in goes through the server, not the SPA router). */
export function navigateToUrl(url: string): void {
  window.location.assign(url);
}

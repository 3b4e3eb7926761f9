// The Kindred mark (components/layout/logo.tsx) as a data: URL, so the QR code's centre logo is
// drawn without fetching anything (no third party learns who invites; the CSP allows data: images).
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b0386f"/><stop offset="1" stop-color="#6d1f45"/></linearGradient></defs><rect width="40" height="40" rx="12" fill="url(#k)"/><path d="M20 31.5s-10-5.9-10-13a5.6 5.6 0 0 1 10-3.4 5.6 5.6 0 0 1 10 3.4c0 7.1-10 13-10 13z" fill="#fff"/><circle cx="15.2" cy="10.6" r="2.1" fill="#f7c8d6"/><circle cx="24.8" cy="10.6" r="2.1" fill="#f7c8d6"/></svg>`;

export const QR_LOGO_DATA_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LOGO_SVG)}`;

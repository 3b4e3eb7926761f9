// The WhatsApp QR code is 200×200 and refreshes every 20 s, as its badge says. (There is no
// simulated wait for group creation: nothing is created, so nothing is pretended.)
export const WHATSAPP_QR_SIZE_PX = 200;
export const WHATSAPP_QR_REFRESH_MS = 20_000;

/** The apps that are not available yet: 'Notify Me' puts the user on their waitlist. */
export const WAITLIST_APPS = ['signal', 'messenger'] as const;
export type WaitlistApp = (typeof WAITLIST_APPS)[number];

// product-spec §9 and §4: group creation is simulated for 2 s; the WhatsApp QR code is 200×200
// and refreshes every 20 s.
export const GROUP_CREATION_MS = 2000;
export const WHATSAPP_QR_SIZE_PX = 200;
export const WHATSAPP_QR_REFRESH_MS = 20_000;

/** The apps that are not available yet: 'Notify Me' puts the user on their waitlist. */
export const WAITLIST_APPS = ['signal', 'messenger'] as const;
export type WaitlistApp = (typeof WAITLIST_APPS)[number];

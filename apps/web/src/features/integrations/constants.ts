import type { QrCodeStyle } from '@/components/ui/qr-code';

// The WhatsApp QR code is 200×200 and refreshes every 20 s, as its badge says. (There is no
// simulated wait for group creation: nothing is created, so nothing is pretended.)
export const WHATSAPP_QR_STYLE: QrCodeStyle = {
  sizePx: 200,
  errorCorrection: 'M',
  dots: { type: 'rounded', color: '#1f3b2c' },
  cornerColor: '#1f6b43',
  padding: 'md',
};
export const WHATSAPP_QR_REFRESH_MS = 20_000;

/** The apps that are not available yet: 'Notify Me' puts the user on their waitlist. */
export const WAITLIST_APPS = ['signal', 'messenger'] as const;
export type WaitlistApp = (typeof WAITLIST_APPS)[number];

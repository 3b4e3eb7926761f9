import type { QrCodeStyle } from '@/components/ui/qr-code';

import { QR_LOGO_DATA_URL } from './components/qr-logo';

// The invitation QR code is 180 px, drawn with dots, with a 40 px logo; error correction Q so the
// logo hides no data.
export const INVITE_QR_STYLE: QrCodeStyle = {
  sizePx: 180,
  errorCorrection: 'Q',
  dots: { type: 'dots', color: '#4a1631' },
  cornerColor: '#8e2a5a',
  logo: { src: QR_LOGO_DATA_URL, sizePx: 40 },
  padding: 'sm',
};

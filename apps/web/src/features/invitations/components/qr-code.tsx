import { useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

import { INVITE_QR_LOGO_PX, INVITE_QR_SIZE_PX } from '../constants';
import { INVITE_STRINGS as S } from '../strings';

import { QR_LOGO_DATA_URL } from './qr-logo';

type QrCodeProps = {
  value: string;
  /** The accessible name of the picture. */
  label: string;
  className?: string;
};

/**
 * The invitation's QR code (180 px, dots, a 40 px logo), drawn in the browser by qr-code-styling as
 * SVG, so no image service learns who invites whom. The library loads on demand, only where a QR
 * code is shown.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    import('qr-code-styling')
      .then(({ default: QRCodeStyling }) => {
        if (cancelled) return;
        const qr = new QRCodeStyling({
          type: 'svg',
          width: INVITE_QR_SIZE_PX,
          height: INVITE_QR_SIZE_PX,
          margin: 0,
          data: value,
          image: QR_LOGO_DATA_URL,
          qrOptions: { errorCorrectionLevel: 'Q' },
          // imageSize is a share of the code's width; saveAsBlob would fetch the data: URL with
          // XHR, which the Content-Security-Policy (connect-src 'self') refuses.
          imageOptions: {
            imageSize: INVITE_QR_LOGO_PX / INVITE_QR_SIZE_PX,
            margin: 3,
            hideBackgroundDots: true,
            saveAsBlob: false,
          },
          dotsOptions: { type: 'dots', color: '#4a1631' },
          cornersSquareOptions: { type: 'extra-rounded', color: '#8e2a5a' },
          cornersDotOptions: { type: 'dot', color: '#8e2a5a' },
          backgroundOptions: { color: '#ffffff' },
        });
        container.replaceChildren();
        qr.append(container);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error('QR code could not be drawn', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      container.replaceChildren();
    };
  }, [value]);

  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center rounded-2xl border border-border bg-white p-3 shadow-xs',
        className,
      )}
    >
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        data-qr-value={value}
        className="[&>svg]:block"
        style={{ width: INVITE_QR_SIZE_PX, height: INVITE_QR_SIZE_PX }}
      />
      {failed ? (
        <p className="absolute inset-3 flex items-center justify-center text-center text-sm text-muted-foreground">
          {S.qrUnavailable}
        </p>
      ) : null}
    </div>
  );
}

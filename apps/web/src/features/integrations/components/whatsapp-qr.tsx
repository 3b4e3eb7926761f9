import { useEffect, useRef, useState } from 'react';

import { WHATSAPP_QR_SIZE_PX } from '../constants';
import { INTEGRATIONS_STRINGS as S } from '../strings';

type WhatsappQrProps = {
  value: string;
  label: string;
};

/**
 * The 200×200 QR code, drawn in the browser by qr-code-styling as SVG: no image service learns who
 * links what. The library loads on demand.
 */
export function WhatsappQr({ value, label }: WhatsappQrProps) {
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
          width: WHATSAPP_QR_SIZE_PX,
          height: WHATSAPP_QR_SIZE_PX,
          margin: 0,
          data: value,
          qrOptions: { errorCorrectionLevel: 'M' },
          dotsOptions: { type: 'rounded', color: '#1f3b2c' },
          cornersSquareOptions: { type: 'extra-rounded', color: '#1f6b43' },
          cornersDotOptions: { type: 'dot', color: '#1f6b43' },
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
    };
  }, [value]);

  return (
    <div className="relative flex shrink-0 items-center justify-center rounded-2xl border border-border bg-white p-4 shadow-xs">
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        data-qr-value={value}
        className="[&>svg]:block"
        style={{ width: WHATSAPP_QR_SIZE_PX, height: WHATSAPP_QR_SIZE_PX }}
      />
      {failed ? (
        <p className="absolute inset-4 flex items-center justify-center bg-white text-center text-sm text-muted-foreground">
          {S.qrUnavailable}
        </p>
      ) : null}
    </div>
  );
}

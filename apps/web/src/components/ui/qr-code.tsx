import type { DotType, ErrorCorrectionLevel } from 'qr-code-styling';
import { useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

/** The look of one QR code: each feature keeps its own (size, dots, colours, logo). */
export type QrCodeStyle = {
  sizePx: number;
  errorCorrection: ErrorCorrectionLevel;
  dots: { type: DotType; color: string };
  /** The three finder patterns (outer square and inner dot). */
  cornerColor: string;
  /** A picture in the middle, as a data: URL (nothing is fetched), `sizePx` wide. */
  logo?: { src: string; sizePx: number };
  /** The white frame around the code. */
  padding: 'sm' | 'md';
};

type QrCodeProps = {
  value: string;
  /** The accessible name of the picture. */
  label: string;
  /** Shown in place of the code when the library fails to load or draw. */
  unavailableText: string;
  qrStyle: QrCodeStyle;
  className?: string;
};

const FRAME = {
  sm: { frame: 'p-3', notice: 'inset-3' },
  md: { frame: 'p-4', notice: 'inset-4' },
} as const;

/**
 * A QR code drawn in the browser by qr-code-styling as SVG, so no image service learns what it
 * encodes. The library loads on demand, only where a QR code is shown.
 */
export function QrCode({ value, label, unavailableText, qrStyle, className }: QrCodeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { sizePx, errorCorrection, cornerColor, padding } = qrStyle;
  const { type: dotType, color: dotColor } = qrStyle.dots;
  const logoSrc = qrStyle.logo?.src;
  const logoPx = qrStyle.logo?.sizePx ?? 0;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    import('qr-code-styling')
      .then(({ default: QRCodeStyling }) => {
        if (cancelled) return;
        const qr = new QRCodeStyling({
          type: 'svg',
          width: sizePx,
          height: sizePx,
          margin: 0,
          data: value,
          qrOptions: { errorCorrectionLevel: errorCorrection },
          ...(logoSrc
            ? {
                image: logoSrc,
                // imageSize is a share of the code's width; saveAsBlob would fetch the data: URL
                // with XHR, which the Content-Security-Policy (connect-src 'self') refuses.
                imageOptions: {
                  imageSize: logoPx / sizePx,
                  margin: 3,
                  hideBackgroundDots: true,
                  saveAsBlob: false,
                },
              }
            : {}),
          dotsOptions: { type: dotType, color: dotColor },
          cornersSquareOptions: { type: 'extra-rounded', color: cornerColor },
          cornersDotOptions: { type: 'dot', color: cornerColor },
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
      // A code for an old value must not stay scannable while the new one loads.
      container.replaceChildren();
    };
  }, [value, sizePx, errorCorrection, dotType, dotColor, cornerColor, logoSrc, logoPx]);

  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center rounded-2xl border border-border bg-white shadow-xs',
        FRAME[padding].frame,
        className,
      )}
    >
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        data-qr-value={value}
        className="[&>svg]:block"
        style={{ width: sizePx, height: sizePx }}
      />
      {failed ? (
        <p
          className={cn(
            'absolute flex items-center justify-center bg-white text-center text-sm text-muted-foreground',
            FRAME[padding].notice,
          )}
        >
          {unavailableText}
        </p>
      ) : null}
    </div>
  );
}

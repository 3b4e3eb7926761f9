import { Info, RefreshCw, ShieldAlert, Timer } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';

import { WHATSAPP_QR_REFRESH_MS, WHATSAPP_QR_STYLE } from '../constants';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { INTEGRATIONS_STRINGS as S } from '../strings';

/** A random id for this visit: the code never carries who the user is. */
function newNonce(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return Math.random().toString(36).slice(2);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/**
 * The WhatsApp tab: a QR code encoding a random, time-stamped string, renewed every 20 s. A
 * preview only: it links nothing, and the page says exactly what it holds.
 */
export function WhatsappPanel() {
  const [nonce] = useState(newNonce);
  const { at, refresh } = useAutoRefresh(WHATSAPP_QR_REFRESH_MS);
  const value = `kindred-whatsapp-link:${nonce}:${at}`;

  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <div className="flex flex-col items-center gap-3">
        <QrCode
          value={value}
          label={S.qrLabel}
          unavailableText={S.qrUnavailable}
          qrStyle={WHATSAPP_QR_STYLE}
        />
        <p className="text-xs text-muted-foreground tabular-nums">
          {S.qrGeneratedAt(timeFormat.format(at))}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-4">
        <Badge variant="success">
          <Timer aria-hidden />
          {S.qrBadge}
        </Badge>
        {/* No "link a device" steps: WhatsApp's Linked devices gives a computer every chat,
            which is what Privacy First promises never to ask for. */}
        <p className="flex items-start gap-2 text-sm font-medium text-foreground">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {S.whatsappWarning}
        </p>
        <div>
          <Button variant="outline" onClick={refresh} className="w-full sm:w-auto">
            <RefreshCw aria-hidden />
            {S.refreshQr}
          </Button>
        </div>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {S.whatsappHonesty}
        </p>
      </div>
    </div>
  );
}

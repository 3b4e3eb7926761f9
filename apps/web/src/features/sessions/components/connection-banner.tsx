import { WifiOff } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { ConnectionState } from '@/lib/live/realtime-client';

import { SESSION_STRINGS as S } from '../strings';

/** Visible while the live link is down; gone as soon as it is back. */
export function ConnectionBanner({ state }: { state: ConnectionState }) {
  if (state !== 'reconnecting' && state !== 'offline') return null;
  return (
    <div className="mx-auto w-full max-w-6xl shrink-0 px-3 pt-2 md:px-6">
      <Alert variant="warning" className="py-2" data-state={state}>
        {state === 'offline' ? <WifiOff aria-hidden /> : <Spinner />}
        <AlertTitle>{S.reconnecting}</AlertTitle>
        <AlertDescription>
          {state === 'offline' ? S.offlineText : S.reconnectingText}
        </AlertDescription>
      </Alert>
    </div>
  );
}

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from '@kindred/shared/constants';

// One toast system for the whole app: 4 s auto-close, at most 3 visible, 356 px wide.
// Toasts sit at the top: the bottom edge belongs to the phone navigation bar.
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      richColors
      closeButton
      theme="light"
      offset={{ top: 80 }}
      mobileOffset={{ top: 'max(12px, env(safe-area-inset-top))' }}
      containerAriaLabel="Notifications"
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
    />
  );
}

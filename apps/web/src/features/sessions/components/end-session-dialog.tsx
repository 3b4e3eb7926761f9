import type { ReactNode } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

import { SESSION_STRINGS as S } from '../strings';

type EndSessionDialogProps = {
  /** The button that opens it (the header's 'End'). */
  children: ReactNode;
  /** Who will be told; null when the partner is no longer in the couple. */
  partnerName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ending: boolean;
  onConfirm: () => void;
};

/**
 * Ending a session ends it for both partners (issue 14), so 'End' asks first. Radix's alert
 * dialog traps the focus, starts on Cancel, closes on Escape and gives the focus back to 'End';
 * it stays open, and cannot be dismissed, while the request runs.
 */
export function EndSessionDialog({
  children,
  partnerName,
  open,
  onOpenChange,
  ending,
  onConfirm,
}: EndSessionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !ending && onOpenChange(next)}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{S.endConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{S.endConfirmText(partnerName)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={ending}>{S.cancel}</AlertDialogCancel>
          <AlertDialogConfirm onClick={onConfirm} disabled={ending}>
            {ending ? <Spinner className="size-4" /> : null}
            {ending ? S.ending : S.endConfirm}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

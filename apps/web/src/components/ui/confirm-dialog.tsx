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
} from './alert-dialog';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  /** The button that opens it; it gets the focus back when the dialog closes. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  /**
   * The description is its own element (several paragraphs in a `div`): it becomes the dialog's
   * description instead of going inside a `p`.
   */
  descriptionAsChild?: boolean;
  /** Anything between the description and the buttons. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirming button's label while the request runs, beside a spinner. */
  busyLabel: string;
};

/**
 * A confirmation that must be answered before something that cannot be undone. Radix's alert
 * dialog traps the focus, starts on Cancel, closes on Escape and gives the focus back to the
 * trigger; it stays open, and cannot be dismissed, while the request runs, and closes only when
 * the caller says so.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  busy,
  onConfirm,
  title,
  description,
  descriptionAsChild = false,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild={descriptionAsChild}>
            {description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogConfirm onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? busyLabel : confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

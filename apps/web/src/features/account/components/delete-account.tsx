import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { SettingsSection } from '@/components/layout/settings-section';
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
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_STRINGS as S } from '../strings';

type DeleteAccountProps = {
  /** Called once the account is gone (the app forgets the user and goes home). */
  onDeleted: () => void | Promise<void>;
};

/** Settings → Danger Zone: deleting the account, after a confirmation that must be answered. */
export function DeleteAccount({ onDeleted }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        toast.success(S.deleted);
        await onDeleted();
      },
      onError: (error) => {
        setOpen(false);
        if (error instanceof ApiError && error.status === 401) {
          toast.error(S.deleteNeedsSignIn);
          void queryClient.invalidateQueries();
        } else {
          toast.error(S.deleteFailed);
        }
      },
    });

  return (
    <SettingsSection title={S.dangerTitle} description={S.dangerText} tone="danger">
      <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="self-start">
            <Trash2 aria-hidden />
            {S.deleteAccount}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{S.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{S.confirmText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{S.cancel}</AlertDialogCancel>
            <AlertDialogConfirm onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? <Spinner className="size-4" /> : null}
              {remove.isPending ? S.deleting : S.deleteAccount}
            </AlertDialogConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SettingsSection>
  );
}

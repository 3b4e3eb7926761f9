import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isUnauthorized } from '@/lib/api-client';

import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_STRINGS as S } from '../strings';

import { ExportButton } from './data-export';

/** The caller's side of their couple, as far as deleting the account changes it. */
export type DeletionCouple =
  { role: 'owner'; partnerName: string | null } | { role: 'partner'; partnerName: string } | null;

type DeleteAccountProps = {
  /** The couple as loaded (null: none); undefined while unknown. */
  couple: DeletionCouple | undefined;
  /** Called once the account is gone (the app forgets the user and goes home). */
  onDeleted: () => void | Promise<void>;
};

/** What else goes with the account, said plainly for the caller's side of the couple. */
function consequences(couple: DeletionCouple | undefined): string | null {
  if (couple === undefined) return null;
  if (couple === null) return S.confirmNoCouple;
  if (couple.role === 'partner') return S.confirmPartner(couple.partnerName);
  return couple.partnerName ? S.confirmOwnerWithPartner(couple.partnerName) : S.confirmOwnerAlone;
}

/** Settings → Danger Zone: deleting the account, after a confirmation that must be answered. */
export function DeleteAccount({ couple, onDeleted }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        toast.success(S.deleted);
        await onDeleted();
      },
      onError: (error) => {
        setOpen(false);
        // A lost sign-in: the query client has said so and leads to /login.
        if (!isUnauthorized(error)) toast.error(S.deleteFailed);
      },
    });

  return (
    <SettingsSection title={S.dangerTitle} description={S.dangerText} tone="danger">
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="self-start">
            <Trash2 aria-hidden />
            {S.deleteAccount}
          </Button>
        }
        open={open}
        onOpenChange={setOpen}
        busy={remove.isPending}
        onConfirm={confirm}
        title={S.confirmTitle}
        descriptionAsChild
        description={
          <div className="flex flex-col gap-2">
            <p>{S.confirmYou}</p>
            {consequences(couple) ? (
              <p className="font-medium text-foreground">{consequences(couple)}</p>
            ) : null}
            <p>{S.confirmFinal}</p>
          </div>
        }
        cancelLabel={S.cancel}
        confirmLabel={S.deleteAccount}
        busyLabel={S.deleting}
      >
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-3">
          <p className="text-sm">{S.confirmExport}</p>
          <div>
            <ExportButton />
          </div>
        </div>
      </ConfirmDialog>
    </SettingsSection>
  );
}

import { UserMinus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';

import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorized } from '@/lib/api-client';

import type { MyRelationship } from '@/entities/relationship/api/get-relationship';
import { useRemovePartner } from '../api/remove-partner';
import { RELATIONSHIP_STRINGS as S } from '../strings';

import { PartnerIdentity } from './partner-identity';

type PartnerConnectionProps = {
  couple: MyRelationship;
  /** What to offer without a partner (the app passes its 'Invite Partner' dialog). */
  invitePartner: ReactNode;
};

/** The partner section's id: `/settings#partner` ('Invite Partner' on the dashboard) lands here. */
export const PARTNER_SECTION_ID = 'partner';

/** Settings → Partner Connection: the partner, and removing them; or inviting. */
export function PartnerConnection(props: PartnerConnectionProps) {
  return (
    <SettingsSection
      id={PARTNER_SECTION_ID}
      title={S.partnerConnectionTitle}
      description={S.partnerConnectionText}
    >
      <PartnerConnectionBody {...props} />
    </SettingsSection>
  );
}

function PartnerConnectionBody({ couple, invitePartner }: PartnerConnectionProps) {
  const partner = couple.status === 'ready' ? couple.relationship.partner : null;

  if (couple.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {S.loading}
      </p>
    );
  }
  if (couple.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">{S.unavailable}</p>
        <Button variant="outline" size="sm" onClick={couple.retry}>
          {S.tryAgain}
        </Button>
      </div>
    );
  }
  if (!partner || couple.status !== 'ready') {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium">{S.noPartner}</p>
          <p className="mt-1 text-sm text-muted-foreground">{S.noPartnerHint}</p>
        </div>
        <div className="shrink-0">{invitePartner}</div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <PartnerIdentity partner={partner} since={couple.relationship.updated_at} />
      <RemovePartnerButton partnerName={partner.name} />
    </div>
  );
}

function RemovePartnerButton({ partnerName }: { partnerName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePartner();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(S.removed);
      },
      onError: (error) => {
        setOpen(false);
        // A lost sign-in: the query client has said so and leads to /login.
        if (isUnauthorized(error)) return;
        toast.error(S.removeFailed, { description: error.message });
      },
    });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <UserMinus aria-hidden />
          {S.removePartner}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      onConfirm={confirm}
      title={S.confirmTitle}
      description={S.confirmText(partnerName)}
      cancelLabel={S.cancel}
      confirmLabel={S.removePartner}
      busyLabel={S.removing}
    />
  );
}

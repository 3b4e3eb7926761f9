import { UserPlus } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { MyRelationship } from '@/entities/relationship/api/get-relationship';

import { INVITE_STRINGS as S } from '../strings';

import { InvitePanel } from './invite-panel';

/** Settings' 'Invite Partner' button and its 'Invite Your Partner' dialog. */
export function InviteDialog({ couple }: { couple: MyRelationship }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          {S.dialogTrigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{S.dialogTitle}</DialogTitle>
          <DialogDescription>{S.explanation}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: the link is created when the dialog is first opened. */}
        <InvitePanel couple={couple} variant="dialog" />
      </DialogContent>
    </Dialog>
  );
}

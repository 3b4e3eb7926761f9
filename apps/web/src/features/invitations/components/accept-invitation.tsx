import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, isClientError, isUnauthorized } from '@/lib/api-client';

import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { INVITE_STRINGS as S } from '../strings';

import { InvitationError } from './invitation-error';

type AcceptInvitationProps = {
  code: string;
};

/** Why a failed look-up failed, in the words users are shown (null: not the invitation's fault). */
function lookupProblem(error: Error): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return S.invalidOrExpired;
  // 400 'Invalid invitation link', 429 'slow down': the server's own words.
  if (isClientError(error) && error.status !== 401) return error.message;
  return null;
}

/**
 * /accept-invite/:code for a signed-in user: checks the invitation, then offers Decline and 'Accept
 * Invitation', or explains why it cannot be accepted. The server answers a look-up only for an open
 * invitation of someone else: an unknown, used or own code is one and the same 404 (the look-up
 * names nobody by id), and acceptance says what else is wrong.
 */
export function AcceptInvitation({ code }: AcceptInvitationProps) {
  const invitation = useInvitation(code);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const lookupError = invitation.error;
  const unexpectedLookupFailure = lookupError !== null && lookupProblem(lookupError) === null;
  // A lost sign-in (401) is the query client's: it says so and turns this page into its
  // signed-out flow (code kept, → /login).
  const signedOutMeanwhile = isUnauthorized(lookupError);

  useEffect(() => {
    if (unexpectedLookupFailure && !signedOutMeanwhile) {
      toast.error(S.checkFailed, { id: 'invite-check-failed' });
    }
  }, [signedOutMeanwhile, unexpectedLookupFailure]);

  if (invitation.isPending) return <Checking />;
  if (invitation.isError) {
    const problem = lookupProblem(invitation.error);
    return problem ? (
      <InvitationError message={problem} />
    ) : (
      <InvitationError message={S.checkFailed} onRetry={() => void invitation.refetch()} />
    );
  }

  if (acceptError) return <InvitationError message={acceptError} />;

  const onAccept = () =>
    accept.mutate(code, {
      onSuccess: () => {
        toast.success(S.accepted);
        void navigate(paths.dashboard.getHref(), { replace: true });
      },
      onError: (error) => {
        // A lost sign-in: the query client has said so and leads to /login.
        if (isUnauthorized(error)) return;
        if (isClientError(error)) {
          // The invitation's own problem (taken meanwhile, already in a couple, …): say so.
          setAcceptError(error.message);
        } else {
          toast.error(error.message || S.unexpected);
        }
      },
    });

  const { inviter_name: inviterName, inviter_avatar: inviterAvatar } = invitation.data;
  return (
    <Card className="w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <Avatar avatar={inviterAvatar} className="size-20" />
        <h1 className="text-2xl font-semibold tracking-tight">{S.acceptTitle}</h1>
        <p className="text-lg font-medium">{S.acceptLead(inviterName)}</p>
        <p className="text-sm leading-relaxed text-muted-foreground">{S.acceptExplanation}</p>
        <div className="mt-2 flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button
            variant="outline"
            disabled={accept.isPending}
            onClick={() => void navigate(paths.home.getHref())}
          >
            {S.decline}
          </Button>
          <Button onClick={onAccept} disabled={accept.isPending}>
            {accept.isPending ? <Spinner className="size-4" /> : null}
            {accept.isPending ? S.accepting : S.accept}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Checking() {
  return (
    <Card className="w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{S.acceptTitle}</h1>
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="text-primary" />
          {S.checking}
        </p>
      </CardContent>
    </Card>
  );
}

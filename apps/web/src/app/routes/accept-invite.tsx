import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';
import { InvitationError } from '@/features/invitations/components/invitation-error';
import { INVITE_STRINGS } from '@/features/invitations/strings';
import { setPendingInviteCode } from '@/lib/pending-invite';

/**
 * /accept-invite/:code, the link a partner is sent. Without a code: 'Invalid invitation link'.
 * Signed out: the code waits in storage while the user signs in, and the routing rules bring them
 * back here. Signed in: the invitation is checked and can be accepted.
 */
export default function AcceptInviteRoute() {
  const { code: rawCode } = useParams();
  const code = rawCode?.trim() ?? '';
  const { status, user } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (code === '' || status !== 'signed-out') return;
    setPendingInviteCode(code);
    toast.info(INVITE_STRINGS.signInFirst, { id: 'invite-needs-sign-in' });
    void navigate(paths.login.getHref(), { replace: true });
  }, [code, status, navigate]);

  if (code === '') {
    return (
      <Centered>
        <InvitationError message={INVITE_STRINGS.invalidLink} />
      </Centered>
    );
  }
  if (status !== 'signed-in' || !user) return <LoadingScreen message={INVITE_STRINGS.checking} />;
  return (
    <Centered>
      <AcceptInvitation key={code} code={code} />
    </Centered>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex flex-1 items-center justify-center px-4 py-10 outline-none"
    >
      {children}
    </main>
  );
}

import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { InvitationError } from '@/features/invitations/components/invitation-error';
import { setPendingInviteCode } from '@/lib/pending-invite';

/**
 * /accept-invite/:code (product-spec §4). Without a code: 'Invalid invitation link'. Signed out:
 * the code waits in storage while the user signs in. The acceptance itself arrives with its issue.
 */
export default function AcceptInviteRoute() {
  const { code: rawCode } = useParams();
  const code = rawCode?.trim() ?? '';
  const { status } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (code === '' || status !== 'signed-out') return;
    setPendingInviteCode(code);
    toast.info('Please log in or create an account to accept this invitation', {
      id: 'invite-needs-sign-in',
    });
    void navigate(paths.login.getHref(), { replace: true });
  }, [code, status, navigate]);

  if (code === '') {
    return (
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-center justify-center px-4 py-10 outline-none"
      >
        <InvitationError message="Invalid invitation link" />
      </main>
    );
  }
  if (status !== 'signed-in') return <LoadingScreen message="Checking invitation..." />;
  return <PageContainer title="Accept Invitation" />;
}

import { useAuth } from '@/features/auth/hooks/use-auth';
import { InvitePanel } from '@/features/invitations/components/invite-panel';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { useMyRelationship } from '@/entities/relationship/api/get-relationship';

/** /onboarding: the wizard, with the invitation panel of the invitations feature as step 2. */
export default function OnboardingRoute() {
  const { user } = useAuth();
  const couple = useMyRelationship();
  return (
    <OnboardingWizard
      defaultName={user?.name ?? null}
      inviteStep={<InvitePanel couple={couple} variant="onboarding" />}
    />
  );
}

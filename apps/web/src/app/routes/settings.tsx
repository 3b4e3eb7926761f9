import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, SlidersHorizontal } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { PageContainer } from '@/components/layout/page-container';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DataExport } from '@/features/account/components/data-export';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { EmailSettings } from '@/features/account/components/email-settings';
import { meQueryKey } from '@/features/auth/api/get-me';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSession } from '@/features/auth/hooks/use-session';
import { InviteDialog } from '@/features/invitations/components/invite-dialog';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { useMyRelationship } from '@/features/relationships/api/get-relationship';
import { PartnerConnection } from '@/features/relationships/components/partner-connection';
import { SETTINGS_STRINGS as S } from '@/features/settings/strings';

/**
 * /settings: Preferences (notification switches from the notifications feature, and the way to
 * the therapist's style and the integrations) and Account Management composed from the
 * relationships (partner), invitations (the invite dialog) and account (e-mail, export,
 * deletion) features.
 */
export default function SettingsRoute() {
  const { user } = useSession();
  const couple = useMyRelationship();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The account is gone and so is the session: leave the protected page, forget everything.
  const onAccountDeleted = async () => {
    await navigate(paths.home.getHref(), { replace: true });
    await queryClient.cancelQueries();
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };

  return (
    <PageContainer
      title={S.title}
      description={S.description}
      actions={<SignOutButton variant="outline" size="default" />}
    >
      <div className="flex flex-col gap-10">
        <section aria-labelledby="preferences" className="flex flex-col gap-4">
          <h2 id="preferences" className="text-xl font-semibold tracking-tight">
            {S.preferences}
          </h2>
          <NotificationPreferences />
          <SettingsSection title={S.therapistStyleTitle} description={S.therapistStyleText}>
            <div>
              <Button asChild variant="outline">
                <Link to={paths.personalization.getHref()}>
                  <SlidersHorizontal aria-hidden />
                  {S.therapistStyleLink}
                </Link>
              </Button>
            </div>
          </SettingsSection>
          <SettingsSection title={S.integrationsTitle} description={S.integrationsText}>
            <div>
              <Button asChild variant="outline">
                <Link to={paths.integrations.getHref()}>
                  <MessageCircle aria-hidden />
                  {S.integrationsLink}
                </Link>
              </Button>
            </div>
          </SettingsSection>
        </section>
        <section aria-labelledby="account-management" className="flex flex-col gap-4">
          <h2 id="account-management" className="text-xl font-semibold tracking-tight">
            {S.accountManagement}
          </h2>
          <PartnerConnection couple={couple} invitePartner={<InviteDialog couple={couple} />} />
          <EmailSettings signInEmail={user?.email ?? null} />
          <DataExport />
          <DeleteAccount onDeleted={onAccountDeleted} />
        </section>
      </div>
    </PageContainer>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type LucideIcon, MessageCircle, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { CountrySetting } from '@/features/safety/components/country-setting';
import { SETTINGS_STRINGS as S } from '@/features/settings/strings';

/**
 * /settings: Preferences (notification switches from the notifications feature, the country of
 * the help lines from the safety feature, and the way to the therapist's style and the
 * integrations) and Account Management composed from the
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
        <SettingsGroup id="preferences" title={S.preferences}>
          <NotificationPreferences />
          <CountrySetting />
          <LinkSection
            title={S.therapistStyleTitle}
            description={S.therapistStyleText}
            to={paths.personalization.getHref()}
            icon={SlidersHorizontal}
            label={S.therapistStyleLink}
          />
          <LinkSection
            title={S.integrationsTitle}
            description={S.integrationsText}
            to={paths.integrations.getHref()}
            icon={MessageCircle}
            label={S.integrationsLink}
          />
        </SettingsGroup>
        <SettingsGroup id="account-management" title={S.accountManagement}>
          <PartnerConnection couple={couple} invitePartner={<InviteDialog couple={couple} />} />
          <EmailSettings signInEmail={user?.email ?? null} />
          <DataExport />
          <DeleteAccount onDeleted={onAccountDeleted} />
        </SettingsGroup>
      </div>
    </PageContainer>
  );
}

/** A titled group of settings sections. */
function SettingsGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A settings section whose setting lives on its own page. */
function LinkSection({
  title,
  description,
  to,
  icon: Icon,
  label,
}: {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <SettingsSection title={title} description={description}>
      <div>
        <Button asChild variant="outline">
          <Link to={to}>
            <Icon aria-hidden />
            {label}
          </Link>
        </Button>
      </div>
    </SettingsSection>
  );
}

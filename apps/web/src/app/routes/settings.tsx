import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type LucideIcon, MessageCircle, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { PageContainer } from '@/components/layout/page-container';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';
import {
  type MyRelationship,
  useMyRelationship,
} from '@/entities/relationship/api/get-relationship';
import { DataExport } from '@/features/account/components/data-export';
import { type DeletionCouple, DeleteAccount } from '@/features/account/components/delete-account';
import { EmailSettings } from '@/features/account/components/email-settings';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { forgetSignedOutUser } from '@/features/auth/hooks/use-auth-guard';
import { setSignedOutOnPurpose } from '@/features/auth/sign-out-intent';
import { InviteDialog } from '@/features/invitations/components/invite-dialog';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { PartnerConnection } from '@/features/relationships/components/partner-connection';
import { CountrySetting } from '@/features/safety/components/country-setting';
import { SETTINGS_STRINGS as S } from '@/features/settings/strings';
import { clearDrafts } from '@/lib/drafts';

/**
 * /settings: Preferences (notification switches from the notifications feature, the country of
 * the help lines from the safety feature, and the way to the therapist's style and the
 * integrations) and Account Management composed from the profile (name and avatar),
 * relationships (partner), invitations (the invite dialog) and account (e-mail, export,
 * deletion) features.
 */
export default function SettingsRoute() {
  const { user } = useAuth();
  const couple = useMyRelationship();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The sections above the partner's take their height once their settings are loaded.
  const preferences = useQuery(getPreferencesQueryOptions());
  const aboveLoaded = !preferences.isPending && couple.status !== 'pending';
  useRevealSection(useLocation().hash, aboveLoaded);

  // The account is gone and so is the session: leave the protected page, forget everything.
  const onAccountDeleted = async () => {
    // Like a sign-out: home, not /login, and the landing page rendered before the user is
    // forgotten (a transition can wait on lazy code).
    setSignedOutOnPurpose(true);
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    await forgetSignedOutUser(queryClient);
    clearDrafts();
  };

  return (
    <PageContainer
      title={S.title}
      description={S.description}
      // On wide screens the navigation bar has 'Sign out': one is enough.
      actions={<SignOutButton variant="outline" size="default" className="md:hidden" />}
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
          <ProfileSettings defaultName={user?.name ?? null} />
          <PartnerConnection couple={couple} invitePartner={<InviteDialog couple={couple} />} />
          <EmailSettings signInEmail={user?.email ?? null} />
          <DataExport />
          <DeleteAccount couple={deletionCouple(couple)} onDeleted={onAccountDeleted} />
        </SettingsGroup>
      </div>
    </PageContainer>
  );
}

/** Who else an account deletion touches; undefined while the couple is not known. */
function deletionCouple(couple: MyRelationship): DeletionCouple | undefined {
  if (couple.status === 'none') return null;
  if (couple.status !== 'ready') return undefined;
  const { role, partner } = couple.relationship;
  return role === 'owner'
    ? { role, partnerName: partner?.name ?? null }
    : { role, partnerName: partner?.name ?? S.yourPartner };
}

/**
 * `/settings#section`: once the page has its final layout, scrolls the section into view and
 * moves focus to it (after the app frame focused the page itself for this navigation).
 */
function useRevealSection(hash: string, ready: boolean) {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || !ready || revealed.current === hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    const frame = window.requestAnimationFrame(() => {
      revealed.current = hash;
      section.scrollIntoView?.({ block: 'start' });
      section.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, ready]);
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

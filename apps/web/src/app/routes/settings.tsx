import { PageContainer } from '@/components/layout/page-container';
import { SignOutButton } from '@/features/auth/components/sign-out-button';

// The rest of the page (notifications, partner, account) arrives with its own issue.
export default function SettingsRoute() {
  return (
    <PageContainer title="Settings" actions={<SignOutButton variant="outline" size="default" />} />
  );
}

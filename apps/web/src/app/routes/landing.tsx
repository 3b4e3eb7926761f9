import { useSession } from '@/features/auth/hooks/use-session';
import { LandingPage } from '@/features/landing/components/landing-page';

export default function LandingRoute() {
  const { status } = useSession();
  return <LandingPage signedIn={status === 'signed-in'} />;
}

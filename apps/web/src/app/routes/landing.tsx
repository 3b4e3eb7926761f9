import { useAuth } from '@/features/auth/hooks/use-auth';
import { LandingPage } from '@/features/landing/components/landing-page';

export default function LandingRoute() {
  const { status } = useAuth();
  return <LandingPage signedIn={status === 'signed-in'} />;
}

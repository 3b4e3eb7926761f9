import { Navigate } from 'react-router';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useRelationship } from '@/entities/relationship/api/get-relationship';

/**
 * No form — signing up is signing in with the provider: decides where a user goes. With a
 * relationship → the dashboard; without one or on any error → onboarding; without a session →
 * /login.
 */
export default function RegisterRoute() {
  const { status } = useAuth();
  const relationship = useRelationship({ enabled: status === 'signed-in' });

  if (status !== 'signed-in') return <Navigate to={paths.login.getHref()} replace />;
  if (relationship.data) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (relationship.isSuccess || relationship.isError) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return <LoadingScreen message="Getting things ready..." />;
}

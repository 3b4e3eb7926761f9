import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useMyRelationship } from '@/entities/relationship/api/get-relationship';
import { PartnerSummary } from '@/features/relationships/components/partner-summary';

/** /dashboard: the dashboard, with the relationships feature's partner card. */
export default function DashboardRoute() {
  const couple = useMyRelationship();
  return <DashboardView couple={couple} partnerCard={<PartnerSummary couple={couple} />} />;
}

import { PageContainer } from '@/components/layout/page-container';

// The page's content arrives with its own issue; until then it shows only its heading.
export default function IntegrationsRoute() {
  return <PageContainer title="Integrations" />;
}

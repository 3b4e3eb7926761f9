import { PageContainer } from '@/components/layout/page-container';

// The page's content arrives with its own issue; until then it shows only its heading.
export default function PersonalizationRoute() {
  return <PageContainer title="Agent Personalization" />;
}

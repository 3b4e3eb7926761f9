import { IntegrationsPage } from '@/features/integrations/components/integrations-page';

/** /integrations: messaging apps (Telegram, WhatsApp; Signal and Messenger coming soon). */
export default function IntegrationsRoute() {
  return <IntegrationsPage />;
}

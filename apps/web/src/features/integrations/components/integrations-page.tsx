import { MessageCircle, QrCode, Send, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { PageContainer } from '@/components/layout/page-container';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs-nav';

import { WAITLIST_APPS } from '../constants';
import { INTEGRATIONS_STRINGS as S, WAITLIST_APP_NAMES } from '../strings';

import { ComingSoonPanel } from './coming-soon-panel';
import { TelegramPanel } from './telegram-panel';
import { WhatsappPanel } from './whatsapp-panel';

/**
 * /integrations: the privacy note and four tabs. Signal and Messenger cannot be chosen yet
 * (disabled tabs marked 'Coming Soon'); their 'Notify Me' forms are in the Coming Soon section
 * under the tabs, where everyone can reach them.
 */
export function IntegrationsPage() {
  return (
    <PageContainer title={S.title} description={S.description}>
      <div className="flex flex-col gap-6">
        <Alert variant="info" role="note" aria-label={S.privacyTitle}>
          <ShieldCheck aria-hidden />
          <AlertTitle>{S.privacyTitle}</AlertTitle>
          <AlertDescription>
            <ul className="mt-1 flex flex-col gap-1">
              <li>{S.privacyShared}</li>
              <li>{S.privacyNotShared}</li>
            </ul>
          </AlertDescription>
        </Alert>

        <Tabs defaultValue="telegram">
          <TabsList
            aria-label={S.tabsLabel}
            className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
          >
            <TabsTrigger value="telegram">
              <Send aria-hidden />
              {S.apps.telegram}
            </TabsTrigger>
            <TabsTrigger value="whatsapp">
              <QrCode aria-hidden />
              {S.apps.whatsapp}
            </TabsTrigger>
            {WAITLIST_APPS.map((app) => (
              <TabsTrigger
                key={app}
                value={app}
                disabled
                className="flex-wrap gap-x-2 gap-y-1 whitespace-normal"
              >
                <MessageCircle aria-hidden />
                {WAITLIST_APP_NAMES[app]}
                <Badge variant="outline" className="px-2 py-0 text-[0.7rem]">
                  {S.comingSoon}
                </Badge>
              </TabsTrigger>
            ))}
          </TabsList>

          <Panel value="telegram" title={S.telegramTitle} text={S.telegramText}>
            <TelegramPanel />
          </Panel>
          <Panel value="whatsapp" title={S.whatsappTitle} text={S.whatsappText}>
            <WhatsappPanel />
          </Panel>
        </Tabs>

        <section aria-labelledby="coming-soon" className="flex flex-col gap-4">
          <h2 id="coming-soon" className="text-xl font-semibold tracking-tight">
            {S.comingSoon}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {WAITLIST_APPS.map((app) => (
              <ComingSoonPanel key={app} app={app} />
            ))}
          </div>
        </section>
      </div>
    </PageContainer>
  );
}

function Panel({
  value,
  title,
  text,
  children,
}: {
  value: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <TabsContent value={value}>
      <Card>
        <CardContent className="flex flex-col gap-6 p-5 sm:p-6">
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold">{title}</h2>
            <p className="text-muted-foreground">{text}</p>
          </div>
          {children}
        </CardContent>
      </Card>
    </TabsContent>
  );
}

import { useId } from 'react';
import { toast } from 'sonner';

import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationPreferences as Preferences,
  type NotificationType,
} from '@kindred/shared/notifications';

import { SettingsSection } from '@/components/layout/settings-section';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Toggle } from '@/components/ui/toggle';
import { isUnauthorized } from '@/lib/api-client';

import { useNotificationPreferences } from '../hooks/use-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { type Channel, NOTIFICATION_STRINGS as S } from '../strings';

const CHANNELS: Channel[] = ['email', 'push', 'inApp'];

/** Settings → Notification Preferences: an accordion per type with e-mail, push and in-app switches. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  return (
    <SettingsSection title={S.title} description={S.description}>
      {preferences.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {S.loading}
        </p>
      ) : preferences.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{S.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
            {S.tryAgain}
          </Button>
        </div>
      ) : (
        <PreferenceSwitches preferences={preferences.data} />
      )}
    </SettingsSection>
  );
}

function PreferenceSwitches({ preferences }: { preferences: Preferences }) {
  const update = useUpdateNotificationPreferences();

  const onChange = (type: NotificationType, channel: Channel, on: boolean) => {
    const next: Preferences = { ...preferences, [type]: { ...preferences[type], [channel]: on } };
    update.mutate(next, {
      // One toast, refreshed, however quickly the switches are flipped.
      onSuccess: () => toast.success(S.saved, { id: 'notification-settings' }),
      onError: (error) => {
        // A lost sign-in: the query client has said so and leads to /login.
        if (isUnauthorized(error)) return;
        toast.error(S.saveFailed, { description: error.message, id: 'notification-settings' });
      },
    });
  };

  return (
    <Accordion type="multiple">
      {NOTIFICATION_TYPES.map((type) => (
        <TypeItem
          key={type}
          type={type}
          channels={preferences[type]}
          onChange={(channel, on) => onChange(type, channel, on)}
        />
      ))}
    </Accordion>
  );
}

type TypeItemProps = {
  type: NotificationType;
  channels: Preferences[NotificationType];
  onChange: (channel: Channel, on: boolean) => void;
};

function TypeItem({ type, channels, onChange }: TypeItemProps) {
  const id = useId();
  const label = NOTIFICATION_TYPE_LABELS[type];
  const on = CHANNELS.filter((channel) => channels[channel]).map((c) => S.channels[c]);
  return (
    <AccordionItem value={type}>
      <AccordionTrigger summary={on.length > 0 ? S.summary(on) : S.summaryOff}>
        {label}
      </AccordionTrigger>
      <AccordionContent>
        <ul className="flex flex-col divide-y divide-border rounded-lg bg-muted/40">
          {CHANNELS.map((channel) => {
            const switchId = `${id}-${channel}`;
            const hint = channel === 'inApp' ? S.inAppHints[type] : S.channelHints[channel];
            return (
              <li key={channel} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="flex flex-col gap-1">
                  <Label htmlFor={switchId} className="text-base">
                    {S.channels[channel]}
                  </Label>
                  <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
                    {hint}
                  </p>
                </div>
                <Toggle
                  id={switchId}
                  // Names the type too: all four items share the three channel labels.
                  aria-label={S.switchLabel(S.channels[channel], label)}
                  checked={channels[channel]}
                  onCheckedChange={(checked) => onChange(channel, checked)}
                  aria-describedby={`${switchId}-hint`}
                />
              </li>
            );
          })}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

import { BellRing, CheckCircle2, Hourglass } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { contactEmailSchema } from '@kindred/shared/preferences';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailField } from '@/components/ui/email-field';
import { Spinner } from '@/components/ui/spinner';
import { useValidatedField } from '@/hooks/use-validated-field';

import { useJoinWaitlist } from '../api/join-waitlist';
import type { WaitlistApp } from '../constants';
import { INTEGRATIONS_STRINGS as S, WAITLIST_APP_NAMES } from '../strings';

/** A 'Coming Soon' app: 'Notify Me' stores the address on the app's waitlist. */
export function ComingSoonPanel({ app }: { app: WaitlistApp }) {
  const id = useId();
  const name = WAITLIST_APP_NAMES[app];
  const inputRef = useRef<HTMLInputElement>(null);
  const email = useValidatedField(contactEmailSchema, '');
  const [saved, setSaved] = useState<string | null>(null);
  const join = useJoinWaitlist();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    const address = email.validate('Enter a valid e-mail address');
    if (address === null) {
      inputRef.current?.focus();
      return;
    }
    join.mutate(
      { app, email: address },
      {
        onSuccess: (entry) => {
          setSaved(entry.email);
          toast.success(S.notifyConfirmed(entry.email), {
            description: S.notifyConfirmedDetail(name),
          });
        },
        onError: (failure) => {
          email.setError(failure.message);
          toast.error(S.notifyFailed, { description: failure.message });
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-lilac text-foreground">
          <Hourglass className="size-6" aria-hidden />
        </div>
        <div className="flex flex-col gap-1">
          <h3
            id={`${id}-title`}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold"
          >
            {name} <Badge variant="outline">{S.comingSoon}</Badge>
          </h3>
          <p className="text-sm text-muted-foreground">{S.comingSoonText(name)}</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <EmailField
          ref={inputRef}
          label={S.emailLabel}
          placeholder={S.emailPlaceholder}
          value={email.value}
          onChange={email.onChange}
          error={email.error}
          rowClassName="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row"
          action={
            <Button
              type="submit"
              disabled={join.isPending}
              aria-describedby={`${id}-title`}
              className="shrink-0"
            >
              {join.isPending ? <Spinner className="size-4" /> : <BellRing aria-hidden />}
              {join.isPending ? S.notifying : S.notifyMe}
            </Button>
          }
        />
        {saved && !email.error ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
            <CheckCircle2 className="size-4" aria-hidden />
            {S.onTheList(name, saved)}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

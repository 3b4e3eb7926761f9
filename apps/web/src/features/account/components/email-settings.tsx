import type { FormEvent } from 'react';
import { toast } from 'sonner';

import { contactEmailSchema } from '@kindred/shared/preferences';

import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { Spinner } from '@/components/ui/spinner';
import { useValidatedField } from '@/hooks/use-validated-field';

import { useContactEmail } from '../hooks/use-contact-email';
import { useUpdateContactEmail } from '../api/update-contact-email';
import { ACCOUNT_STRINGS as S } from '../strings';

/** Settings → Email Address: the contact e-mail, validated here and by the server. */
export function EmailSettings({ signInEmail }: { signInEmail: string | null }) {
  const contactEmail = useContactEmail();
  return (
    <SettingsSection title={S.emailTitle} description={S.emailText}>
      {contactEmail.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          <span className="sr-only">{S.emailTitle}</span>
        </p>
      ) : contactEmail.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{S.emailLoadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void contactEmail.refetch()}>
            {S.tryAgain}
          </Button>
        </div>
      ) : (
        <EmailForm saved={contactEmail.data} initial={contactEmail.data ?? signInEmail ?? ''} />
      )}
    </SettingsSection>
  );
}

function EmailForm({ saved, initial }: { saved: string | null; initial: string }) {
  const email = useValidatedField(contactEmailSchema, initial);
  const update = useUpdateContactEmail();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const address = email.validate(S.emailLabel);
    if (address === null) return;
    if (address === saved) {
      toast.info(S.emailUnchanged);
      return;
    }
    update.mutate(address, {
      onSuccess: ({ contact_email: stored }) => {
        email.setValue(stored ?? address);
        toast.success(S.emailUpdated, { description: S.emailUpdatedText(stored ?? address) });
      },
      onError: (failure) =>
        email.saveFailed(failure, () =>
          toast.error(S.unexpected, { description: failure.message }),
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <EmailField
        label={S.emailLabel}
        placeholder={S.emailPlaceholder}
        value={email.value}
        onChange={email.onChange}
        error={email.error}
        rowClassName="flex flex-col gap-2 sm:flex-row"
        inputClassName="sm:max-w-sm"
        action={
          <Button type="submit" variant="outline" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {update.isPending ? S.updating : S.update}
          </Button>
        }
      />
    </form>
  );
}

import { CheckCircle2, ExternalLink, Info, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

import { GROUP_CREATION_MS } from '../constants';
import { INTEGRATIONS_STRINGS as S } from '../strings';
import { sanitizeBotName, telegramLink } from '../utils/telegram';

type Status = { state: 'idle' } | { state: 'busy' | 'created'; bot: string };

/**
 * The Telegram tab (spec §4 Integrations): idle → busy for 2 s → created. Kindred does not talk
 * to Telegram yet, so 'created' means the bot's link is ready and the user makes the group; the
 * page says so.
 */
export function TelegramPanel() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [botName, setBotName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  useEffect(() => {
    if (status.state !== 'busy') return;
    const { bot } = status;
    const timer = window.setTimeout(() => setStatus({ state: 'created', bot }), GROUP_CREATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status.state === 'busy') return;
    const problem =
      botName.trim() === ''
        ? S.botNameRequired
        : sanitizeBotName(botName) === ''
          ? S.botNameInvalid
          : null;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setStatus({ state: 'busy', bot: sanitizeBotName(botName) });
  };

  const busy = status.state === 'busy';

  if (status.state === 'created') {
    return (
      <div className="flex flex-col gap-5">
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-success/20 bg-success-soft px-4 py-4 text-success"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{S.groupCreated}</p>
            <p className="text-sm text-foreground">{S.groupCreatedText(status.bot)}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <a
              href={telegramLink(status.bot)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={`${id}-new-tab`}
            >
              <Send aria-hidden />
              {S.openInTelegram}
              <ExternalLink aria-hidden />
            </a>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setStatus({ state: 'idle' });
              setBotName('');
            }}
          >
            {S.startOver}
          </Button>
        </div>
        <p id={`${id}-new-tab`} className="sr-only">
          {S.opensInNewTab}
        </p>
        <HonestyNote />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-bot`}>{S.botName}</Label>
        <Input
          ref={inputRef}
          id={`${id}-bot`}
          name="botName"
          value={botName}
          onChange={(event) => {
            setBotName(event.target.value);
            if (error) setError(null);
          }}
          placeholder={S.botNamePlaceholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          required
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="sm:max-w-sm"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {S.botNameHint}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="size-4" /> : <Send aria-hidden />}
          {busy ? S.creatingGroup : S.createGroup}
        </Button>
      </div>
      <HonestyNote />
    </form>
  );
}

function HonestyNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {S.telegramHonesty}
    </p>
  );
}

import { Info, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { INTEGRATIONS_STRINGS as S } from '../strings';
import { type BotNameProblem, checkBotName } from '../utils/telegram';

function problemText(problem: BotNameProblem): string {
  switch (problem.kind) {
    case 'required':
      return S.botNameRequired;
    case 'at':
      return S.botNameAt;
    case 'characters':
      return S.botNameCharacters(problem.found);
    case 'start':
      return S.botNameStart;
    case 'tooShort':
      return S.botNameTooShort;
    case 'tooLong':
      return S.botNameTooLong;
    case 'ending':
      return S.botNameEnding;
  }
}

/**
 * The Telegram tab. Kindred has no Telegram bot and does not talk to Telegram, so nothing can be
 * created here: a simulated creation ('Create Telegram Group', 2 s of 'Creating Group...', 'Group
 * Created Successfully', 'Open in Telegram') would claim a success that never happened and link to
 * a bot that is not ours — the truth wins over those strings. The name is checked by Telegram's own
 * rules (never silently rewritten), then the page says what Kindred did (nothing) and what the
 * couple can do themselves.
 */
export function TelegramPanel() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [botName, setBotName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBotName(botName);
    setError(problem ? problemText(problem) : null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setChecked(botName);
  };

  if (checked !== null) {
    return (
      <div className="flex flex-col gap-5">
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-border bg-muted/60 px-4 py-4"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{S.nothingCreated}</p>
            <p className="text-sm">{S.whatKindredDid(checked)}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{S.yourStepsTitle}</h3>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm marker:font-semibold marker:text-muted-foreground">
            {S.yourSteps(checked).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setChecked(null);
              setBotName('');
            }}
          >
            {S.startOver}
          </Button>
        </div>
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
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="sm:max-w-sm"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {S.botNameHint}
        </p>
      </div>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden />
          {S.showSteps}
        </Button>
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {S.telegramHonesty}
      </p>
    </form>
  );
}

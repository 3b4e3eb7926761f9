import { Lock, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import type { JournalItem } from '@kindred/shared/training';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

import { TRAINING_STRINGS as S } from '../strings';
import { journalProgress } from '../utils/training-rules';

import type { ItemViewProps } from './view-props';

/** The shared contract's limit for one entry. */
const ENTRY_MAX = 4000;

/** A journal: one private answer per prompt. Progress is the prompts answered. */
export function JournalView({ item, record, save, saving }: ItemViewProps<JournalItem>) {
  const id = useId();
  const stored = item.prompts.map((_, i) => record.data?.entries?.[i] ?? '');
  const [entries, setEntries] = useState<string[]>(stored);
  const changed = entries.some((entry, i) => entry !== stored[i]);

  const onSave = () => {
    if (!changed || saving) return;
    save(
      { progress: journalProgress(entries, item.prompts.length), data: { entries } },
      { onSuccess: () => toast.success(S.entrySaved, { description: S.entrySavedDetail }) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-start gap-2 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {S.journalPrivate}
      </p>
      {item.prompts.map((prompt, i) => (
        <div key={prompt} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${i}`} className="leading-snug">
            {prompt}
          </Label>
          <Textarea
            id={`${id}-${i}`}
            value={entries[i]}
            maxLength={ENTRY_MAX}
            rows={3}
            className="min-h-24"
            onChange={(event) => {
              const value = event.target.value;
              setEntries((current) => current.map((entry, j) => (j === i ? value : entry)));
            }}
          />
        </div>
      ))}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {changed ? (
          <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
            {S.unsavedEntry}
          </p>
        ) : null}
        <Button onClick={onSave} disabled={!changed || saving}>
          {saving ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {saving ? S.savingEntry : S.saveEntry}
        </Button>
      </div>
    </div>
  );
}

import { useId } from 'react';

import { AVATAR_IDS, type AvatarId } from '@kindred/shared/profile';

import { Avatar, AVATAR_DESCRIPTIONS } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

type AvatarPickerProps = {
  value: AvatarId;
  onChange: (avatar: AvatarId) => void;
  /** The radio group's visible name, e.g. 'Choose your avatar'. */
  legend: string;
  disabled?: boolean;
};

/**
 * Six pictures as one radio group: arrow keys move between them, as with any radio group. Used in
 * onboarding and in Settings' profile.
 */
export function AvatarPicker({ value, onChange, legend, disabled }: AvatarPickerProps) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {AVATAR_IDS.map((id) => {
          const selected = id === value;
          return (
            <label
              key={id}
              className={cn(
                'relative flex cursor-pointer items-center justify-center rounded-2xl border-2 bg-card p-2 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                selected
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:border-border-strong',
              )}
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={selected}
                onChange={() => onChange(id)}
                aria-label={AVATAR_DESCRIPTIONS[id]}
                className="sr-only"
              />
              <Avatar avatar={id} className="size-14 sm:size-16" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

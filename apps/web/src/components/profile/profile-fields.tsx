import { useId } from 'react';

import { type AvatarId, DISPLAY_NAME_MAX } from '@kindred/shared/profile';

import { AvatarPicker } from '@/components/ui/avatar-picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type ProfileFieldsLabels = {
  avatarLegend: string;
  nameLabel: string;
  nameHint: string;
  namePlaceholder?: string;
};

type ProfileFieldsProps = {
  avatar: AvatarId;
  onAvatarChange: (avatar: AvatarId) => void;
  name: string;
  onNameChange: (name: string) => void;
  /** The name's validation error, announced and tied to the field; null when there is none. */
  error: string | null;
  /** A save runs: the avatar cannot change and the name is read-only. */
  busy: boolean;
  labels: ProfileFieldsLabels;
  inputClassName?: string;
};

/**
 * The avatar and the display name, as chosen in onboarding and changed in Settings → Profile. The
 * caller owns the form, the validation and the save.
 */
export function ProfileFields({
  avatar,
  onAvatarChange,
  name,
  onNameChange,
  error,
  busy,
  labels,
  inputClassName,
}: ProfileFieldsProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <>
      <AvatarPicker
        value={avatar}
        onChange={onAvatarChange}
        legend={labels.avatarLegend}
        disabled={busy}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{labels.nameLabel}</Label>
        <Input
          id={inputId}
          name="name"
          autoComplete="name"
          value={name}
          maxLength={DISPLAY_NAME_MAX}
          placeholder={labels.namePlaceholder}
          onChange={(event) => onNameChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          readOnly={busy}
          className={cn('read-only:bg-card', inputClassName)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <p id={hintId} className="text-sm text-muted-foreground">
          {labels.nameHint}
        </p>
      </div>
    </>
  );
}

import { useState } from 'react';

import { type AvatarId, displayNameSchema } from '@kindred/shared/profile';

import { useValidatedField } from '@/hooks/use-validated-field';

type SavedProfile = { name: string; avatar: AvatarId | null } | null | undefined;

/**
 * The state behind ProfileFields: the name and avatar as saved (else the sign-in provider's name
 * and the first avatar), the name's error, and the check before a save.
 */
export function useProfileFields(saved: SavedProfile, defaultName: string | null) {
  const name = useValidatedField(displayNameSchema, () => saved?.name ?? defaultName ?? '');
  const [avatar, setAvatar] = useState<AvatarId>(() => saved?.avatar ?? 'avatar-1');

  /** The trimmed name with the avatar, or null once the name's error is shown. */
  const validate = (fallbackError: string): { name: string; avatar: AvatarId } | null => {
    const parsed = name.validate(fallbackError);
    return parsed === null ? null : { name: parsed, avatar };
  };

  return {
    setName: name.setValue,
    saveFailed: name.saveFailed,
    validate,
    /** What ProfileFields needs besides `busy` and `labels`. */
    fieldProps: {
      avatar,
      onAvatarChange: setAvatar,
      name: name.value,
      onNameChange: name.onChange,
      error: name.error,
    },
  };
}

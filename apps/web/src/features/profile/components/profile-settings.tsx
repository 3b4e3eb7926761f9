import type { FormEvent } from 'react';
import { toast } from 'sonner';

import type { Profile } from '@kindred/shared/profile';

import { SettingsSection } from '@/components/layout/settings-section';
import { ProfileFields } from '@/components/profile/profile-fields';
import { useProfileFields } from '@/components/profile/use-profile-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useProfile } from '../hooks/use-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_STRINGS as S } from '../strings';

type ProfileSettingsProps = {
  /** The name the sign-in provider gave, offered until the user has a profile of their own. */
  defaultName: string | null;
};

/**
 * Settings → Profile: the display name and avatar chosen in onboarding, changed here. The
 * partner sees the change at once (in the chat, on the dashboard); the therapist uses the new name
 * from its next reply.
 */
export function ProfileSettings({ defaultName }: ProfileSettingsProps) {
  const profile = useProfile();
  return (
    <SettingsSection title={S.title} description={S.description}>
      {profile.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          <span className="sr-only">{S.title}</span>
        </p>
      ) : profile.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{S.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {S.tryAgain}
          </Button>
        </div>
      ) : (
        <ProfileForm saved={profile.data} defaultName={defaultName} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({
  saved,
  defaultName,
}: {
  saved: Profile | null;
  defaultName: string | null;
}) {
  const fields = useProfileFields(saved, defaultName);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const profile = fields.validate(S.nameLabel);
    if (!profile) return;
    if (saved && profile.name === saved.name && profile.avatar === saved.avatar) {
      fields.setName(profile.name);
      toast.info(S.unchanged);
      return;
    }
    update.mutate(profile, {
      onSuccess: ({ profile: stored }) => {
        fields.setName(stored?.name ?? profile.name);
        toast.success(S.saved, { description: S.savedText });
      },
      onError: (failure) =>
        fields.saveFailed(failure, () =>
          toast.error(S.saveFailed, { description: failure.message }),
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ProfileFields
        {...fields.fieldProps}
        busy={update.isPending}
        labels={S}
        inputClassName="sm:max-w-sm"
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          {update.isPending ? S.saving : S.save}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';

import {
  DEFAULT_THERAPIST_STYLE,
  styleForPersona,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/ui/page-loading';
import { RetryAlert } from '@/components/ui/retry-alert';

import { usePersonalization } from '../hooks/use-personalization';
import { useUpdateTherapistStyle } from '../api/update-therapist-style';
import { PERSONALIZATION_STRINGS as S } from '../strings';

import { InsideJokeDictionary } from './inside-joke-dictionary';
import { PersonaChoice } from './persona-choice';
import { StyleControls } from './style-controls';
import { StylePreviewCard } from './style-preview-card';

const STYLE_KEYS = Object.keys(DEFAULT_THERAPIST_STYLE) as (keyof TherapistStyle)[];

const sameStyle = (a: TherapistStyle, b: TherapistStyle) =>
  STYLE_KEYS.every((key) => a[key] === b[key]);

/** /personalization: the therapist's style with its live preview, and the inside jokes. */
export function PersonalizationPage() {
  const preferences = usePersonalization();

  return (
    <PageContainer title={S.title} description={S.description}>
      {preferences.isPending ? (
        <PageLoading label={S.loading} />
      ) : preferences.isError ? (
        <RetryAlert
          variant="destructive"
          title={S.loadFailed}
          detail={preferences.error.message}
          retryLabel={S.tryAgain}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <PersonalizationForm
          saved={preferences.data.therapist_style}
          jokes={preferences.data.inside_jokes}
        />
      )}
    </PageContainer>
  );
}

type PersonalizationFormProps = {
  saved: TherapistStyle;
  jokes: Parameters<typeof InsideJokeDictionary>[0]['jokes'];
};

function PersonalizationForm({ saved, jokes }: PersonalizationFormProps) {
  const [draft, setDraft] = useState<TherapistStyle>(saved);
  const save = useUpdateTherapistStyle();
  const revert = useUpdateTherapistStyle({
    onSuccess: () => toast.success(S.reverted),
    onError: (error) => toast.error(S.revertFailed, { description: error.message }),
  });
  const dirty = !sameStyle(draft, saved);

  const undo = () => {
    setDraft(DEFAULT_THERAPIST_STYLE);
    revert.mutate(DEFAULT_THERAPIST_STYLE);
  };

  const onSave = () => {
    if (!dirty || save.isPending) return;
    save.mutate(draft, {
      onSuccess: () =>
        toast.success(S.savedTitle, {
          description: S.savedDescription,
          action: { label: S.undo, onClick: undo },
        }),
      onError: (error) => toast.error(S.saveFailed, { description: error.message }),
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <PersonaChoice
        value={draft.personaId}
        // A persona stands for its empathy and directness; the rest of the style stays.
        onChange={(personaId) => setDraft((current) => styleForPersona(personaId, current))}
      />
      <StyleControls
        style={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <StylePreviewCard
          style={draft}
          dirty={dirty}
          saving={save.isPending || revert.isPending}
          onSave={onSave}
        />
      </div>
      <InsideJokeDictionary jokes={jokes} />
    </div>
  );
}

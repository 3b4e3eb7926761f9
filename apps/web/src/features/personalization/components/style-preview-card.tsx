import { Check, Save } from 'lucide-react';
import { useId } from 'react';

import { buildStylePreview } from '@kindred/shared/style-preview';
import {
  personaOf,
  type TherapistLanguage,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PersonaPortrait } from '@/components/ui/persona-portrait';
import { Spinner } from '@/components/ui/spinner';

import { PERSONALIZATION_STRINGS as S } from '../strings';

/** The sample's language tag, so it is read out in its own language. */
const LANGUAGE_TAGS: Record<TherapistLanguage, string> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  mandarin: 'zh',
};

type StylePreviewCardProps = {
  style: TherapistStyle;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
};

/** The sample reply (shared rules: the therapist follows the same ones) and 'Save Changes'. */
export function StylePreviewCard({ style, dirty, saving, onSave }: StylePreviewCardProps) {
  const titleId = useId();
  const persona = personaOf(style.personaId);
  const preview = buildStylePreview(style);
  return (
    <Card role="region" aria-labelledby={titleId} className="overflow-hidden">
      <CardHeader>
        <h2 id={titleId} className="text-xl leading-snug font-semibold">
          {S.previewTitle}
        </h2>
        <CardDescription>{S.previewDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <figure className="flex flex-col gap-2">
          <figcaption className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <PersonaPortrait persona={persona.id} className="size-8" />
            {S.previewAuthor(persona.name)}
          </figcaption>
          <blockquote
            data-testid="style-preview"
            lang={LANGUAGE_TAGS[style.language]}
            aria-live="polite"
            className="rounded-2xl rounded-tl-md border border-secondary-border bg-secondary/60 px-4 py-3 leading-relaxed text-foreground"
          >
            {preview}
          </blockquote>
        </figure>
        <div className="flex flex-col gap-3">
          <Button onClick={onSave} disabled={!dirty || saving} size="lg" className="w-full">
            {saving ? <Spinner className="size-4" /> : <Save aria-hidden />}
            {saving ? S.saving : S.save}
          </Button>
          <p
            className="flex items-start justify-center gap-1.5 text-center text-sm text-muted-foreground"
            aria-live="polite"
          >
            {dirty ? (
              S.unsavedChanges
            ) : (
              <>
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {S.allSaved}
              </>
            )}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

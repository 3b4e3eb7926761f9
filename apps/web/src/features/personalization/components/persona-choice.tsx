import { useId } from 'react';

import type { PersonaId } from '@kindred/shared/therapist-style';

import { PersonaPicker } from '@/components/persona/persona-picker';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { PERSONALIZATION_STRINGS as S } from '../strings';

type PersonaChoiceProps = {
  value: PersonaId;
  onChange: (persona: PersonaId) => void;
  disabled?: boolean;
};

/** Which AI therapist guides the couple (chosen in onboarding, changed here). */
export function PersonaChoice({ value, onChange, disabled }: PersonaChoiceProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-xl leading-snug font-semibold">
          {S.personaTitle}
        </h2>
        <CardDescription>{S.personaDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <PersonaPicker
          value={value}
          onChange={onChange}
          labels={{
            legend: S.personaLegend,
            empathy: S.personaEmpathy,
            directness: S.personaDirectness,
          }}
          disabled={disabled}
        />
      </CardContent>
    </Card>
  );
}

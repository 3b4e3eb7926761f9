import { useId } from 'react';

import { PERSONAS, type PersonaId } from '@kindred/shared/therapist-style';

import { PersonaPortrait } from '@/components/ui/persona-portrait';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

export type PersonaPickerLabels = {
  /** The radio group's name, e.g. 'AI therapist'. */
  legend: string;
  empathy: string;
  directness: string;
};

type PersonaPickerProps = {
  value: PersonaId;
  onChange: (persona: PersonaId) => void;
  labels: PersonaPickerLabels;
  disabled?: boolean;
};

/**
 * The three AI therapists (Dr. Emma, Dr. James, Dr. Olivia) as a radio group of cards: portrait,
 * name, description, and the empathy and directness scores as percentage bars. Chosen in
 * onboarding, changed later in Personalization.
 */
export function PersonaPicker({ value, onChange, labels, disabled }: PersonaPickerProps) {
  const baseId = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      {/* Under a visible heading: the group's name is for screen readers. */}
      <legend className="sr-only">{labels.legend}</legend>
      {/* Side by side only where each card has room for its name on one line. */}
      <div className="@container">
        <div className="grid gap-3 @[38rem]:grid-cols-3">
          {PERSONAS.map((persona) => {
            const selected = persona.id === value;
            const nameId = `${baseId}-${persona.id}-name`;
            const descriptionId = `${baseId}-${persona.id}-description`;
            return (
              <label
                key={persona.id}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-card p-4 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  'has-[:disabled]:cursor-not-allowed',
                  selected
                    ? 'border-primary bg-primary-soft'
                    : 'border-border hover:border-border-strong',
                )}
              >
                <input
                  type="radio"
                  name={`${baseId}-persona`}
                  value={persona.id}
                  checked={selected}
                  onChange={() => onChange(persona.id)}
                  aria-labelledby={nameId}
                  aria-describedby={descriptionId}
                  className="sr-only"
                />
                <span className="flex items-center gap-3 pr-7">
                  <PersonaPortrait persona={persona.id} className="size-10" />
                  <span id={nameId} className="text-base font-semibold whitespace-nowrap">
                    {persona.name}
                  </span>
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-[1.625rem] right-4 flex size-5 items-center justify-center rounded-full border-2',
                    selected ? 'border-primary' : 'border-border-strong',
                  )}
                >
                  {selected ? <span className="size-2.5 rounded-full bg-primary" /> : null}
                </span>
                <span id={descriptionId} className="text-sm text-muted-foreground">
                  {persona.description}
                </span>
                <Score label={labels.empathy} of={persona.name} score={persona.style.empathy} />
                <Score
                  label={labels.directness}
                  of={persona.name}
                  score={persona.style.directness}
                />
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

/** A 1–10 score as a percentage bar (score × 10), comparable at a glance across personas. */
function Score({ label, of, score }: { label: string; of: string; score: number }) {
  const percent = score * 10;
  return (
    <span className="flex flex-col gap-1.5">
      <span className="flex justify-between text-xs font-medium">
        <span>{label}</span>
        <span className="text-muted-foreground">{percent}%</span>
      </span>
      <Progress value={percent} aria-label={`${of}: ${label}`} className="h-2" />
    </span>
  );
}

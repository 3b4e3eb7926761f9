import { HeartHandshake, MessagesSquare, Target, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { PERSONAS, type PersonaId } from '@kindred/shared/therapist-style';

import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

import { ONBOARDING_STRINGS as S } from '../strings';

const ICONS: Record<PersonaId, LucideIcon> = {
  'dr-emma': HeartHandshake,
  'dr-james': Target,
  'dr-olivia': MessagesSquare,
};

type PersonaPickerProps = {
  value: PersonaId;
  onChange: (persona: PersonaId) => void;
  disabled?: boolean;
};

/** The three personas (product-spec §3) as a radio group of cards, scores as percentage bars. */
export function PersonaPicker({ value, onChange, disabled }: PersonaPickerProps) {
  const baseId = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{S.therapistLegend}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {PERSONAS.map((persona) => {
          const selected = persona.id === value;
          const Icon = ICONS[persona.id];
          const nameId = `${baseId}-${persona.id}-name`;
          const descriptionId = `${baseId}-${persona.id}-description`;
          return (
            <label
              key={persona.id}
              className={cn(
                'relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-card p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                selected
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:border-border-strong',
              )}
            >
              <input
                type="radio"
                name="persona"
                value={persona.id}
                checked={selected}
                onChange={() => onChange(persona.id)}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
                className="sr-only"
              />
              <span className="flex items-center gap-3">
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-xl',
                    selected
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <Icon className="size-5" aria-hidden />
                </span>
                <span id={nameId} className="text-base font-semibold">
                  {persona.name}
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'ml-auto flex size-5 items-center justify-center rounded-full border-2',
                    selected ? 'border-primary' : 'border-border-strong',
                  )}
                >
                  {selected ? <span className="size-2.5 rounded-full bg-primary" /> : null}
                </span>
              </span>
              <span id={descriptionId} className="text-sm text-muted-foreground">
                {persona.description}
              </span>
              <Score label={S.empathy} of={persona.name} score={persona.style.empathy} />
              <Score label={S.directness} of={persona.name} score={persona.style.directness} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A 1–10 score as a percentage bar (product-spec §9). */
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

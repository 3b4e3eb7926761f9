import { Check } from 'lucide-react';

import { cn } from '@/lib/cn';

import { ONBOARDING_STRINGS as S } from '../strings';

/** Where the user is in the wizard: numbered steps, the current one marked for screen readers. */
export function StepIndicator({ step, total }: { step: number; total: number }) {
  return (
    <nav aria-label={S.progressLabel}>
      <p className="sr-only" aria-live="polite">
        {S.stepOf(step, total)}
      </p>
      <ol className="flex items-center gap-2">
        {Array.from({ length: total }, (_, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={number}
              aria-current={current ? 'step' : undefined}
              className="flex flex-1 items-center gap-2"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary bg-secondary text-secondary-foreground',
                  !done && !current && 'border-border-strong bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : number}
              </span>
              <span
                className={cn(
                  'hidden text-sm font-medium sm:inline',
                  current ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {S.stepNames[index]}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
              {number < total ? (
                <span
                  aria-hidden
                  className={cn(
                    'h-0.5 flex-1 rounded-full',
                    done ? 'bg-primary' : 'bg-border-strong/60',
                  )}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

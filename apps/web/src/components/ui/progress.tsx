import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> & {
  /** 0…max; clamped. */
  value: number;
  /** Defaults to 100: most bars show a percentage. */
  max?: number;
  /** Colour of the filled part. */
  indicatorClassName?: string;
};

/**
 * A horizontal bar (Radix Progress: role progressbar with aria-valuenow/max). Give it a name
 * (aria-label or aria-labelledby), or hide it when it only repeats a value written next to it.
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

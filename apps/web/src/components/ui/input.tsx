import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** A single-line text field. `aria-invalid` turns it red; read-only fields look quieter. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-border-strong bg-card px-4 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
        'read-only:bg-muted read-only:text-foreground',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

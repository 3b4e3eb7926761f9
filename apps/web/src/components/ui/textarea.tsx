import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** A multi-line text field that grows with its content (up to max-height, then scrolls). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'field-sizing-content min-h-11 w-full resize-none rounded-xl border border-border-strong bg-card px-4 py-2.5 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

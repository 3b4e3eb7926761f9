import { useId } from 'react';

import { cn } from '@/lib/cn';

type LogoProps = {
  className?: string;
  /** Show the word mark next to the symbol. */
  withText?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const symbolSizes = { sm: 'size-8', md: 'size-10', lg: 'size-14' } as const;
const textSizes = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' } as const;

/** Two circles leaning into one heart: the Kindred mark. Decorative; the word carries the name. */
export function LogoMark({ className }: { className?: string }) {
  // A unique gradient id per instance: a gradient defined inside a hidden copy would not paint.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b0386f" />
          <stop offset="1" stopColor="#6d1f45" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradientId})`} />
      <path
        d="M20 31.5s-10-5.9-10-13a5.6 5.6 0 0 1 10-3.4 5.6 5.6 0 0 1 10 3.4c0 7.1-10 13-10 13z"
        fill="#fff"
      />
      <circle cx="15.2" cy="10.6" r="2.1" fill="#f7c8d6" />
      <circle cx="24.8" cy="10.6" r="2.1" fill="#f7c8d6" />
    </svg>
  );
}

export function Logo({ className, withText = true, size = 'md' }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={cn('shrink-0', symbolSizes[size])} />
      {withText ? (
        <span
          className={cn('font-serif font-semibold tracking-tight text-foreground', textSizes[size])}
        >
          Kindred
        </span>
      ) : (
        <span className="sr-only">Kindred</span>
      )}
    </span>
  );
}

import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Card, CardContent } from './card';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  /** The way on (a button), if there is one. */
  action?: ReactNode;
  /** h2 on a page of its own; h3 inside a section that has its heading. */
  heading?: 'h2' | 'h3';
  /** The text's measure. */
  textWidth?: 'sm' | 'md';
};

/** Nothing to show yet: an icon, what is missing, and the way on. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  heading: Heading = 'h2',
  textWidth = 'sm',
}: EmptyStateProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
          {icon}
        </div>
        <Heading
          className={
            Heading === 'h2' ? 'text-xl font-semibold tracking-tight' : 'text-lg font-semibold'
          }
        >
          {title}
        </Heading>
        <p className={cn('text-muted-foreground', textWidth === 'sm' ? 'max-w-sm' : 'max-w-md')}>
          {text}
        </p>
        {action ? <div className="mt-3">{action}</div> : null}
      </CardContent>
    </Card>
  );
}

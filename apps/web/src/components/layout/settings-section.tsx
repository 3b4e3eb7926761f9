import { type ReactNode, useId } from 'react';

import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  /** Marks a section whose actions cannot be undone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
  className?: string;
  /** Makes the section a link target (`/settings#id`) that can take focus when reached. */
  id?: string;
};

/** One titled block of the settings page (an h3 under the page's h2 groups). */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
  className,
  id,
}: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      {...(id ? { id, tabIndex: -1 } : {})}
      className={cn(
        tone === 'danger' && 'border-destructive/30',
        // Clear of the fixed top bar (md and up) when scrolled to.
        id && 'scroll-mt-24 focus-visible:outline-none focus:ring-2 focus:ring-ring',
        className,
      )}
    >
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <h3
            id={titleId}
            className={cn(
              'text-base leading-snug font-semibold sm:text-lg',
              tone === 'danger' && 'text-destructive',
            )}
          >
            {title}
          </h3>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

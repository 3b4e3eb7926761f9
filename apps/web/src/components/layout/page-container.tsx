import type { ReactNode } from 'react';

import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

type PageContainerProps = {
  title: string;
  description?: ReactNode;
  /** Controls placed next to the heading on wide screens, under it on phones. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * The frame of an app page: one <main> landmark with the page's h1. It also holds the page's
 * tooltip provider (one per screen, so the skip delay works between neighbouring tooltips),
 * which keeps Radix's tooltip code off the landing page.
 */
export function PageContainer({
  title,
  description,
  actions,
  children,
  className,
}: PageContainerProps) {
  return (
    <TooltipProvider>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl px-4 py-8 outline-none sm:px-6 md:py-10',
          className,
        )}
      >
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
            {description ? <p className="text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </header>
        {children ? <div className="mt-8">{children}</div> : null}
      </main>
    </TooltipProvider>
  );
}

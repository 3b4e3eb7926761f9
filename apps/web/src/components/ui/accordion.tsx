import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/**
 * Radix Accordion: each trigger is a button inside a heading (h3 by default), with aria-expanded
 * and aria-controls; arrow keys, Home and End move between triggers.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('divide-y divide-border rounded-xl border border-border', className)}
      {...props}
    />
  );
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={className} {...props} />;
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** A short line under the title (e.g. what is on), read after the title. */
  summary?: string;
};

export function AccordionTrigger({
  className,
  children,
  summary,
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex min-h-14 flex-1 cursor-pointer items-center justify-between gap-4 rounded-xl px-4 py-3 text-left transition-colors hover:bg-muted',
          className,
        )}
        {...props}
      >
        <span className="flex flex-col gap-0.5">
          <span className="text-base font-semibold">{children}</span>
          {summary ? (
            <span className="text-sm text-muted-foreground">
              {/* A pause between title and summary for screen readers. */}
              <span className="sr-only">{'– '}</span>
              {summary}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn('px-4 pb-4', className)}
      {...props}
    />
  );
}

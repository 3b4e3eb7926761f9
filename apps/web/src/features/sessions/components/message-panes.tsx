import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

import { SESSION_STRINGS as S } from '../strings';

export type Pane = {
  id: string;
  /** Short name on the pane switcher (phones). */
  tab: string;
  /** Grows when the pane receives something new; used for the unread dot. */
  count: number;
  render: (className: string) => ReactElement;
};

type MessagePanesProps = {
  panes: Pane[];
  /** Set to a pane index (with a changing nonce) to bring that pane into view on phones. */
  focusRequest?: { index: number; nonce: number };
};

/**
 * Desktop: the panes side by side as three columns. Phones: the same panes in a horizontal
 * scroll-snap strip — swipe between them, or use the switcher above, which also marks a pane
 * that received something new while out of sight.
 */
export function MessagePanes({ panes, focusRequest }: MessagePanesProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const unread = useUnread(panes, active);

  const show = useCallback((index: number, smooth = true) => {
    const el = strip.current;
    if (!el) return;
    const left = index * el.clientWidth;
    if (typeof el.scrollTo === 'function') {
      el.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
    } else {
      el.scrollLeft = left;
    }
    setActive(index);
  }, []);

  useEffect(() => {
    if (focusRequest) show(focusRequest.index);
  }, [focusRequest, show]);

  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== active && index >= 0 && index < panes.length) setActive(index);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="group"
        aria-label={S.panesLabel}
        className="flex shrink-0 gap-1 border-b border-border bg-card px-2 py-1.5 md:hidden"
      >
        {panes.map((pane, index) => (
          <button
            key={pane.id}
            type="button"
            aria-controls={pane.id}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => show(index)}
            className={cn(
              'relative flex h-9 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors',
              index === active
                ? 'bg-secondary text-secondary-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <span className="truncate">{pane.tab}</span>
            {unread[index] ? (
              <>
                <span aria-hidden className="size-2 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">(new)</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div
        ref={strip}
        onScroll={onScroll}
        data-testid="message-panes"
        className={cn(
          'flex min-h-0 flex-1 snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          'md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-6 md:py-4',
        )}
      >
        {panes.map((pane) =>
          pane.render('w-full min-w-full shrink-0 snap-start snap-always md:w-auto md:min-w-0'),
        )}
      </div>
      <div aria-hidden className="flex shrink-0 justify-center gap-1.5 bg-card py-1.5 md:hidden">
        {panes.map((pane, index) => (
          <span
            key={pane.id}
            className={cn(
              'h-1.5 rounded-full transition-all',
              index === active ? 'w-4 bg-primary' : 'w-1.5 bg-border-strong',
            )}
          />
        ))}
      </div>
    </div>
  );
}

/** Panes whose count grew while they were not the one in view. */
function useUnread(panes: Pane[], active: number): boolean[] {
  const seen = useRef<number[]>(panes.map((pane) => pane.count));
  const [unread, setUnread] = useState<boolean[]>(() => panes.map(() => false));
  const counts = panes.map((pane) => pane.count).join(',');

  useEffect(() => {
    const current = counts.split(',').map(Number);
    setUnread((previous) => {
      const next = current.map((count, index) => {
        if (index === active) return false;
        const before = seen.current[index] ?? 0;
        return (previous[index] ?? false) || count > before;
      });
      return next.every((value, index) => value === previous[index]) ? previous : next;
    });
    seen.current = current;
  }, [counts, active]);

  return unread;
}

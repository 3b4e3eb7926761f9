import { ArrowDown } from 'lucide-react';
import { Fragment, type ReactNode, useRef } from 'react';

import { cn } from '@/lib/cn';

import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { SESSION_STRINGS as S } from '../strings';
import type { ChatMessage } from '../utils/messages';

import { MessageBubble } from './message-bubble';
import type { Speaker } from './person-badge';

type MessageColumnProps = {
  id: string;
  speaker: Speaker;
  /** The region's accessible name, e.g. 'Your messages'. */
  label: string;
  /** The heading: 'You', the therapist persona's name, the partner's name. */
  name: string;
  /** The speaker's picture beside the heading (a `PersonBadge`). */
  picture: ReactNode;
  /** Under the name: 'Online', 'AI therapist'… */
  status?: ReactNode;
  messages: ChatMessage[];
  empty: string;
  /** Announce new entries to screen readers (off for the reader's own column). */
  announce: boolean;
  /** Shown after the messages: the therapist's typing indicator and streamed reply. */
  footer?: ReactNode;
  /** Content that grows without new messages (streamed text), to keep following it. */
  footerVersion?: string;
  /** Incremented to jump to the newest message (after sending one's own). */
  scrollSignal?: number;
  onRetry?: (message: ChatMessage) => void;
  /** Shown right after a message (the private card beside a held one). */
  renderAfter?: (message: ChatMessage) => ReactNode;
  className?: string;
};

/** One speaker's column (desktop) or pane (phone): a header and that speaker's messages only. */
export function MessageColumn({
  id,
  speaker,
  label,
  name,
  picture,
  status,
  messages,
  empty,
  announce,
  footer,
  footerVersion = '',
  scrollSignal = 0,
  onRetry,
  renderAfter,
  className,
}: MessageColumnProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const version = `${messages.length}:${last?.id ?? ''}:${last?.delivery ?? ''}:${footerVersion}`;
  const { onScroll, hasNew, scrollToBottom } = useStickToBottom(scroller, version, scrollSignal);

  return (
    <section
      id={id}
      aria-label={label}
      className={cn(
        'relative flex min-h-0 flex-col overflow-hidden bg-card md:rounded-2xl md:border md:border-border md:shadow-sm',
        className,
      )}
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-2 md:py-3">
        {picture}
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold">{name}</h2>
          {status ? <div className="text-xs text-muted-foreground">{status}</div> : null}
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={label}
        aria-live={announce ? 'polite' : 'off'}
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-y-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4"
      >
        {messages.length === 0 && !footer ? (
          <p className="mx-auto mt-6 max-w-60 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => {
              const key = message.client_id ?? message.id;
              const after = renderAfter?.(message);
              return (
                <Fragment key={key}>
                  <MessageBubble
                    message={message}
                    speaker={speaker}
                    {...(onRetry ? { onRetry } : {})}
                  />
                  {after ? <li className="self-stretch">{after}</li> : null}
                </Fragment>
              );
            })}
          </ol>
        )}
        {footer ? <div className="mt-3">{footer}</div> : null}
      </div>
      {hasNew ? (
        <button
          type="button"
          onClick={() => scrollToBottom(true)}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-foreground px-3 py-1.5 text-xs font-semibold text-background shadow-md motion-safe:animate-pop-in"
        >
          <ArrowDown className="size-3.5" aria-hidden />
          {S.jumpToNewest}
        </button>
      ) : null}
    </section>
  );
}

import { AlertCircle, Lock, RotateCcw } from 'lucide-react';

import { safetyStrings } from '@kindred/shared/safety-strings';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { SESSION_STRINGS as S } from '../strings';
import { formatMessageTime } from '../utils/format';
import type { ChatMessage } from '../utils/messages';

import { type Speaker, speakerTone } from './person-badge';

type MessageBubbleProps = {
  message: ChatMessage;
  speaker: Speaker;
  onRetry?: (message: ChatMessage) => void;
};

/** One message: its text, its time, and for the writer's own messages how delivery went. */
export function MessageBubble({ message, speaker, onRetry }: MessageBubbleProps) {
  const sending = message.delivery === 'sending';
  const failed = message.delivery === 'failed';
  const time = formatMessageTime(message.timestamp);
  // Held by the safety screen: its writer alone sees it, until they share it.
  const held = speaker === 'me' && message.visibility !== 'shared';

  return (
    <li
      className={cn(
        'flex max-w-[92%] flex-col gap-1 motion-safe:animate-pop-in',
        speaker === 'me' ? 'items-end self-end' : 'items-start self-start',
      )}
      data-delivery={message.delivery ?? 'stored'}
      data-visibility={message.visibility}
    >
      <div
        className={cn(
          'rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-xs',
          held
            ? 'border border-dashed border-primary/50 bg-primary-soft text-foreground'
            : speakerTone[speaker].bubble,
          speaker === 'me' ? 'rounded-br-md' : 'rounded-bl-md',
          sending && 'opacity-60',
          failed && 'border-2 border-destructive bg-destructive-soft text-foreground',
        )}
      >
        {message.content}
      </div>
      {sending ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Spinner className="size-3" />
          {S.sending}
        </p>
      ) : failed ? (
        <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-destructive">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden />
          <span>
            {message.error && message.error !== S.notSent
              ? `${S.notSent}: ${message.error}`
              : S.notSent}
          </span>
          {message.retryable !== false && onRetry ? (
            <Button
              variant="outline"
              size="sm"
              className="h-7 rounded-lg px-2.5 text-xs"
              onClick={() => onRetry(message)}
            >
              <RotateCcw aria-hidden />
              {S.retry}
            </Button>
          ) : null}
        </div>
      ) : time || held ? (
        <p className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-xs text-muted-foreground">
          {held ? (
            <span
              lang={message.safety?.language ?? 'en'}
              className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground"
            >
              <Lock className="size-3" aria-hidden />
              {safetyStrings(message.safety?.language).onlyYou}
            </span>
          ) : null}
          {time ? <time dateTime={message.timestamp}>{time}</time> : null}
        </p>
      ) : null}
    </li>
  );
}

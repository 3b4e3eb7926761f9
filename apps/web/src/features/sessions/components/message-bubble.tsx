import { AlertCircle, RotateCcw } from 'lucide-react';

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

  return (
    <li
      className={cn(
        'flex max-w-[92%] flex-col gap-1 motion-safe:animate-pop-in',
        speaker === 'me' ? 'items-end self-end' : 'items-start self-start',
      )}
      data-delivery={message.delivery ?? 'stored'}
    >
      <div
        className={cn(
          'rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-xs',
          speakerTone[speaker].bubble,
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
      ) : time ? (
        <time dateTime={message.timestamp} className="px-1 text-xs text-muted-foreground">
          {time}
        </time>
      ) : null}
    </li>
  );
}

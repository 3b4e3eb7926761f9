import { cn } from '@/lib/cn';

import type { TherapistActivity as Activity } from '../hooks/use-session-live';
import { SESSION_STRINGS as S } from '../strings';

import { speakerTone } from './person-badge';

/**
 * What the therapist is doing right now: the reply streaming in as it is written, or, before
 * the first words, 'Give me a sec...'. The streamed text is not announced piece by piece; the
 * stored reply is, when it lands in the column.
 */
export function TherapistActivity({ activity }: { activity: Activity }) {
  const drafts = activity.drafts.filter((draft) => draft.text.trim() !== '');
  if (!activity.responding && drafts.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {drafts.map((draft) => (
        <div
          key={draft.replyId}
          aria-hidden
          data-testid="therapist-draft"
          className={cn(
            'max-w-[92%] self-start rounded-2xl rounded-bl-md px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-xs',
            speakerTone.therapist.bubble,
          )}
        >
          {draft.text}
          <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-current align-[-2px] opacity-50" />
        </div>
      ))}
      {drafts.length === 0 ? (
        <div className="flex max-w-[92%] items-center gap-2.5 self-start rounded-2xl rounded-bl-md bg-accent-lilac/60 px-4 py-2.5 text-sm text-foreground">
          <span className="flex gap-1" aria-hidden>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-1.5 animate-bounce rounded-full bg-[#7a5bb0]"
                style={{ animationDelay: `${dot * 150}ms` }}
              />
            ))}
          </span>
          <span>{S.therapistTyping}</span>
        </div>
      ) : null}
    </div>
  );
}

import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';

import { MESSAGE_MAX_LENGTH } from '@kindred/shared/constants';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { readDraft, writeDraft } from '@/lib/drafts';

import { SESSION_STRINGS as S } from '../strings';
import { messageLength } from '../utils/messages';

/** The counter appears when this few characters are left. */
const COUNTER_THRESHOLD = 500;

type ComposerProps = {
  /** The therapist is answering: nothing can be sent until its reply is in. */
  aiResponding: boolean;
  /** Receives the trimmed text; the composer empties itself. */
  onSend: (content: string) => void;
  /** Lets the chat put the focus back in the field (e.g. after closing a card). */
  handle?: RefObject<ComposerHandle | null>;
  /** Set while nothing can be sent for a while (a paused session): shown as the reason. */
  disabledReason?: string | undefined;
  /** Where the unsent text is kept across reloads (lib/drafts.ts), per user and session. */
  draftKey?: string | undefined;
};

export type ComposerHandle = { focus: () => void };

/**
 * The message field: Enter sends, Shift+Enter adds a line; the text is trimmed and sent only
 * when something is left and the AI is not answering. Near the 4,000-character limit a counter
 * shows what is left.
 */
export function Composer({
  aiResponding,
  onSend,
  handle,
  disabledReason,
  draftKey,
}: ComposerProps) {
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ''));
  const edit = (next: string) => {
    setText(next);
    if (draftKey) writeDraft(draftKey, next);
  };
  const field = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(handle, () => ({ focus: () => field.current?.focus() }), []);
  const hadFocus = useRef(false);
  const hintId = useId();
  const counterId = useId();
  const reasonId = useId();
  const blocked = disabledReason !== undefined && disabledReason !== '';

  const length = messageLength(text);
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const left = MESSAGE_MAX_LENGTH - length;
  const canSend = length > 0 && !tooLong && !aiResponding && !blocked;

  // The field is disabled while the AI answers; whoever was typing gets the focus back after.
  useEffect(() => {
    if (aiResponding) {
      hadFocus.current = document.activeElement === field.current;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      field.current?.focus();
    }
  }, [aiResponding]);

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    edit('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const showCounter = left <= COUNTER_THRESHOLD;
  const described = blocked ? reasonId : showCounter ? `${hintId} ${counterId}` : hintId;

  return (
    <form
      onSubmit={onSubmit}
      aria-label={S.composerLabel}
      className="shrink-0 border-t border-border bg-card/95 px-3 pt-3 pb-3 backdrop-blur md:px-6"
    >
      <div className="mx-auto flex max-w-4xl items-end gap-2">
        <label htmlFor={`${hintId}-field`} className="sr-only">
          {S.composerLabel}
        </label>
        <Textarea
          id={`${hintId}-field`}
          ref={field}
          value={text}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={S.placeholder}
          disabled={aiResponding || blocked}
          rows={1}
          enterKeyHint="send"
          aria-describedby={described}
          aria-invalid={tooLong || undefined}
          className="max-h-40"
        />
        <Button
          type="submit"
          size="icon"
          className="size-11 rounded-xl"
          disabled={!canSend}
          aria-label={S.send}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      {blocked ? (
        <p id={reasonId} className="mx-auto mt-1.5 max-w-4xl px-1 text-xs text-muted-foreground">
          {disabledReason}
        </p>
      ) : null}
      <div
        className={cn(
          'mx-auto mt-1.5 min-h-4 max-w-4xl items-center justify-between gap-3 px-1 text-xs',
          blocked ? 'hidden' : aiResponding || showCounter ? 'flex' : 'hidden sm:flex',
        )}
      >
        {/* Always mounted, so screen readers hear the change when the AI starts answering. */}
        <p
          role="status"
          className={cn(
            'flex items-center gap-1.5 font-medium text-primary',
            !aiResponding && 'sr-only',
          )}
        >
          {aiResponding ? (
            <>
              <Spinner className="size-3.5" />
              {S.aiResponding}
            </>
          ) : null}
        </p>
        <p
          id={hintId}
          className={cn('text-muted-foreground', aiResponding ? 'sr-only' : 'hidden sm:block')}
        >
          {S.composerHint}
        </p>
        {showCounter ? (
          <p
            id={counterId}
            aria-live="polite"
            className={cn(
              'ml-auto tabular-nums',
              tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground',
            )}
          >
            {tooLong ? S.tooLong(MESSAGE_MAX_LENGTH) : S.charactersLeft(left)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

import { MessageCircleQuestion } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';

import type { MessageAuthor } from '@kindred/shared/sessions';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

import { useAskTherapist } from '../api/ask-therapist';
import { useTherapistName } from '../hooks/use-therapist-name';
import { useTimeReached } from '../hooks/use-time-reached';
import { SESSION_STRINGS as S } from '../strings';
import type { ChatMessage } from '../utils/messages';
import { askNowAvailableAt } from '../utils/turn';

type AskNowProps = {
  sessionId: string;
  messages: readonly ChatMessage[];
  /** The reader's role in the session. */
  role: MessageAuthor;
  partnerName: string;
  /** The therapist is answering. */
  responding: boolean;
  /** Nothing can be asked now: the session is paused or has ended. */
  blocked: boolean;
};

/**
 * 'Ask {therapist} now' (issue 14: turn-taking). The therapist answers once both partners have
 * written since its last reply; when I have, my partner has not, and ASK_NOW_AFTER_MS has passed
 * since my last message, I may ask it to answer both of us now. What follows (typing, the reply)
 * arrives on the live link; a refusal (409) is told as the server says it.
 */
export function AskNow({
  sessionId,
  messages,
  role,
  partnerName,
  responding,
  blocked,
}: AskNowProps) {
  const availableAt = useMemo(() => askNowAvailableAt(messages, role), [messages, role]);
  const due = useTimeReached(availableAt);
  const therapistName = useTherapistName() ?? S.theTherapist;
  const ask = useAskTherapist(sessionId);
  // The turn already asked for: hidden until the therapist starts answering (it may fail and be
  // asked again) or there is a new turn.
  const [askedFor, setAskedFor] = useState<number | null>(null);
  if (responding && askedFor !== null) setAskedFor(null);

  if (availableAt === null || !due || responding || blocked || askedFor === availableAt)
    return null;

  const onAsk = () => {
    if (ask.isPending) return;
    ask.mutate(undefined, {
      onSuccess: () => setAskedFor(availableAt),
      onError: (error) => {
        toast.error(S.askFailed(therapistName), {
          description:
            error instanceof ApiError && error.status === 409 ? error.message : S.tryAgainLater,
        });
      },
    });
  };

  return (
    <div className="shrink-0 border-t border-border bg-card px-3 py-2 md:px-0">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1.5 md:px-6">
        <p className="text-sm text-muted-foreground">{S.askNowHint(partnerName)}</p>
        <Button size="sm" variant="secondary" onClick={onAsk} disabled={ask.isPending}>
          {ask.isPending ? <Spinner className="size-4" /> : <MessageCircleQuestion aria-hidden />}
          {S.askNow(therapistName)}
        </Button>
      </div>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';

import type { SafetyLanguage } from '@kindred/shared/safety';
import { format, safetyStrings } from '@kindred/shared/safety-strings';
import type { MessageAuthor } from '@kindred/shared/sessions';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { draftKey } from '@/lib/drafts';
import { useSafetyContext } from '@/entities/preferences/hooks/use-safety-context';

import { useEndSession } from '../api/end-session';
import { useMessages } from '../api/get-messages';
import { useSessionDetail } from '../api/get-session';
import { useResumeSession } from '../api/resume-session';
import { useSendMessage } from '../api/send-message';
import { useSetMessageVisibility } from '../api/set-message-visibility';
import { useSessionLive } from '../hooks/use-session-live';
import { SESSION_STRINGS as S } from '../strings';
import { type ChatMessage, newClientId } from '../utils/messages';

import { AskNow } from './ask-now';
import { Composer, type ComposerHandle } from './composer';
import { ConnectionBanner } from './connection-banner';
import { MessageColumn } from './message-column';
import { HeldMessageCard } from './held-message-card';
import { MessagePanes, type Pane } from './message-panes';
import { PauseBanner } from './pause-banner';
import { PersonBadge } from './person-badge';
import { SessionEndedNotice } from './session-ended-notice';
import { SessionHeader } from './session-header';
import { SessionError, SessionLoading } from './session-states';
import { TherapistActivity } from './therapist-activity';

/** The speakers' pictures in the column headers. */
const BADGE_SIZE = 'size-8 md:size-9';

/**
 * The live three-party session chat: me · therapist · partner, kept current over the live link,
 * with optimistic sending and the therapist's activity. The page fills the screen between the
 * navigation bars; only the columns scroll.
 */
type SessionChatProps = {
  sessionId: string;
  /** The private 'Get help' entry for the header (composed by the app). */
  getHelp?: ReactNode;
};

export function SessionChat({ sessionId, getHelp }: SessionChatProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex h-[calc(100dvh-4rem-env(safe-area-inset-bottom))] flex-col outline-none md:h-[calc(100dvh-4rem)]"
    >
      <SessionChatContent sessionId={sessionId} getHelp={getHelp} />
    </main>
  );
}

function SessionChatContent({ sessionId, getHelp }: SessionChatProps) {
  const navigate = useNavigate();
  const detail = useSessionDetail(sessionId);
  const messages = useMessages(sessionId);
  const session = detail.data;
  const ongoing = session?.status === 'ongoing';
  const live = useSessionLive(sessionId, ongoing);
  const end = useEndSession(sessionId);
  const [endOpen, setEndOpen] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ index: number; nonce: number }>();
  const composer = useRef<ComposerHandle>(null);
  const safetyContext = useSafetyContext();
  // The writer's own send that was just held: its card is revealed and announced.
  const [held, setHeld] = useState<{
    messageId: string;
    language: SafetyLanguage;
    nonce: number;
  } | null>(null);
  const { send } = useSendMessage(sessionId, {
    onFlagged: (verdict, message) => {
      setHeld({ messageId: message.id, language: verdict.language, nonce: Date.now() });
      // Bring the writer's own column, where the card is, into view (phones).
      setFocusRequest({ index: 0, nonce: Date.now() });
    },
  });
  const visibility = useSetMessageVisibility(sessionId);
  const resume = useResumeSession(sessionId);

  const partnerRole: MessageAuthor | null = session
    ? session.role === 'partnerA'
      ? 'partnerB'
      : 'partnerA'
    : null;
  const columns = useMemo(() => {
    const mine: ChatMessage[] = [];
    const therapist: ChatMessage[] = [];
    const partner: ChatMessage[] = [];
    for (const message of messages.data ?? []) {
      if (message.author === 'therapist') therapist.push(message);
      else if (message.author === partnerRole) partner.push(message);
      else mine.push(message);
    }
    return { mine, therapist, partner };
  }, [messages.data, partnerRole]);

  if (detail.isPending || (messages.isPending && !detail.isError)) return <SessionLoading />;
  if (!session || !messages.data) return <SessionError />;

  const responding = live.therapist.responding;
  const paused = ongoing ? session.paused : null;
  const pauseText = safetyStrings(safetyContext.language).paused;
  const partnerName = session.partner?.name ?? null;
  const partnerOnline = !!session.partner && live.online.includes(session.partner.id);

  const onSend = (content: string) => {
    // Only non-empty trimmed text, in an ongoing session that is not paused, and never while the
    // therapist is answering.
    if (content === '' || !ongoing || responding || paused) return;
    send({
      therapy_session_id: sessionId,
      content,
      client_id: newClientId(),
      author: session.role,
    });
    setSentCount((n) => n + 1);
    setFocusRequest({ index: 0, nonce: Date.now() });
  };

  const onRetry = (message: ChatMessage) => {
    if (!message.client_id || !ongoing || responding || paused) return;
    send({
      therapy_session_id: sessionId,
      content: message.content,
      client_id: message.client_id,
      author: session.role,
    });
  };

  // Confirmed in the dialog; the summary it wrote is shown next.
  const onEnd = () => {
    end.mutate(undefined, {
      onSuccess: () => {
        toast.success(S.endedToastTitle, { description: S.endedToastText });
        void navigate(paths.sessionSummary.getHref(sessionId));
      },
      onError: () => {
        setEndOpen(false);
        toast.error(S.errorToastTitle, { description: S.endFailed });
      },
    });
  };

  const presence = ongoing ? (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden
        className={cn('size-2 rounded-full', partnerOnline ? 'bg-success' : 'bg-border-strong')}
      />
      {partnerOnline ? S.online : S.offline}
    </span>
  ) : undefined;

  const panes: Pane[] = [
    {
      id: `${sessionId}-me`,
      tab: S.you,
      count: 0,
      render: (className) => (
        <MessageColumn
          key="me"
          id={`${sessionId}-me`}
          className={className}
          speaker="me"
          label={S.youColumn}
          name={S.you}
          picture={
            <PersonBadge
              speaker="me"
              name={session.me.name}
              avatar={session.me.avatar}
              className={BADGE_SIZE}
            />
          }
          status={session.me.name}
          messages={columns.mine}
          empty={S.emptyMine}
          announce={false}
          scrollSignal={sentCount}
          renderAfter={(message) =>
            message.safety ? (
              <HeldMessageCard
                message={{ ...message, safety: message.safety }}
                partnerName={partnerName ?? S.yourPartner}
                country={safetyContext.country}
                reveal={held?.messageId === message.id}
                onChoose={(choice) => visibility.mutate({ message, visibility: choice })}
              />
            ) : null
          }
          footerVersion={held ? `held:${held.nonce}` : ''}
          {...(ongoing && !responding && !paused ? { onRetry } : {})}
        />
      ),
    },
    {
      id: `${sessionId}-therapist`,
      tab: S.therapist,
      count: columns.therapist.length + (responding ? 1 : 0),
      render: (className) => (
        <MessageColumn
          key="therapist"
          id={`${sessionId}-therapist`}
          className={className}
          speaker="therapist"
          label={S.therapistColumn}
          name={session.therapist.name}
          picture={
            <PersonBadge
              speaker="therapist"
              personaId={session.therapist.persona_id}
              className={BADGE_SIZE}
            />
          }
          status={S.therapistRole}
          messages={columns.therapist}
          empty={S.emptyTherapist}
          announce
          footer={<TherapistActivity activity={live.therapist} />}
          footerVersion={`${responding}:${live.therapist.drafts.map((d) => d.text.length).join(',')}`}
        />
      ),
    },
    {
      id: `${sessionId}-partner`,
      tab: partnerName ?? S.partnerTab,
      count: columns.partner.length,
      render: (className) => (
        <MessageColumn
          key="partner"
          id={`${sessionId}-partner`}
          className={className}
          speaker="partner"
          label={S.partnerColumn(partnerName ?? S.partnerTab)}
          name={partnerName ?? S.partnerTab}
          picture={
            <PersonBadge
              speaker="partner"
              name={partnerName ?? S.partnerTab}
              avatar={session.partner?.avatar ?? null}
              className={BADGE_SIZE}
            />
          }
          status={presence}
          messages={columns.partner}
          empty={partnerName ? S.emptyPartner(partnerName) : S.noPartner}
          announce
        />
      ),
    },
  ];

  return (
    <>
      <SessionHeader
        partnerName={partnerName}
        sessionNumber={session.session_number}
        completed={!ongoing}
        endOpen={endOpen}
        onEndOpenChange={setEndOpen}
        ending={end.isPending}
        onEnd={onEnd}
        getHelp={getHelp}
      />
      {ongoing ? <ConnectionBanner state={live.connection} /> : null}
      {paused ? (
        <PauseBanner
          paused={paused}
          language={safetyContext.language}
          resuming={resume.isPending}
          onResume={() => resume.mutate()}
        />
      ) : null}
      {/* Always mounted, so the card's arrival is heard; the card itself sits in the own column. */}
      <p role="status" className="sr-only">
        {held ? heldAnnouncement(held.language, partnerName ?? S.yourPartner) : ''}
      </p>
      <div className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 flex-col">
        <MessagePanes panes={panes} {...(focusRequest ? { focusRequest } : {})} />
      </div>
      {ongoing ? (
        <AskNow
          sessionId={sessionId}
          messages={messages.data}
          role={session.role}
          partnerName={partnerName ?? S.yourPartner}
          responding={responding}
          blocked={!!paused}
        />
      ) : null}
      {ongoing ? (
        <Composer
          key={sessionId}
          aiResponding={responding}
          onSend={onSend}
          handle={composer}
          disabledReason={paused ? pauseText : undefined}
          draftKey={draftKey(session.me.id, sessionId)}
        />
      ) : (
        <SessionEndedNotice
          sessionId={sessionId}
          endedBy={session.ended_by}
          me={session.me}
          partner={session.partner}
        />
      )}
    </>
  );
}

/** What a screen reader hears when the writer's own message is held. */
function heldAnnouncement(language: SafetyLanguage, partnerName: string): string {
  const t = safetyStrings(language);
  return `${t.cardTitle}. ${format(t.heldExplanation, { partner: partnerName })}`;
}

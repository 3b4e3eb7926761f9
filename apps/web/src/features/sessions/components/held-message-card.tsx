import { Check, ChevronDown, ChevronUp, Info, Lock, LogOut, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import type { SafetyVerdict } from '@kindred/shared/safety';
import type { SafetyCountry } from '@kindred/shared/safety-resources';
import { format, safetyStrings } from '@kindred/shared/safety-strings';

import { EmergencyLine, ResourceList } from '@/components/safety/resource-list';
import { Button } from '@/components/ui/button';
import { useQuickExit, useQuickExitShortcut } from '@/hooks/use-quick-exit';
import { cn } from '@/lib/cn';

import type { HeldChoice } from '../api/set-message-visibility';
import { SESSION_STRINGS as S } from '../strings';
import type { ChatMessage } from '../utils/messages';

/** The card lists this many lines, the best fit for what was written first. */
const CARD_LINES = 3;

type HeldMessageCardProps = {
  message: ChatMessage & { safety: SafetyVerdict };
  partnerName: string;
  country: SafetyCountry;
  onChoose: (visibility: HeldChoice) => void;
  /** Scroll the card into view when it appears (the writer's own send was just held). */
  reveal?: boolean;
};

/**
 * The private card beside a message the safety screen held, for its writer only (a disclosure read
 * by an abusive partner can endanger the writer): what happened (the message is held, the session
 * paused), a warm word for what was written, help lines for the user's country, and the choice —
 * share it with the partner, or keep it between the writer and Kindred. Once chosen it folds to one
 * line and can be opened again. It speaks the language the disclosure was written in.
 */
export function HeldMessageCard({
  message,
  partnerName,
  country,
  onChoose,
  reveal = false,
}: HeldMessageCardProps) {
  const { safety, visibility } = message;
  const language = safety.language;
  const t = safetyStrings(language);
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? visibility === 'private';
  const titleId = useId();
  const hintId = useId();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // After a choice or a fold, the focus stays on the card instead of falling to the page.
  const [focusNext, setFocusNext] = useState<'toggle' | 'card' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const quickExit = useQuickExit();

  useQuickExitShortcut(expanded);
  useRevealFromTop(root, reveal && expanded);

  useEffect(() => {
    // The card folds once the choice reaches the cache (a moment later): wait for the target.
    const target = focusNext === 'toggle' ? toggle.current : root.current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, expanded]);

  const choose = (choice: HeldChoice) => {
    setOpen(null);
    setFocusNext('toggle');
    setAnnouncement(choice === 'shared' ? format(t.shared, { partner: partnerName }) : t.kept);
    onChoose(choice);
  };
  const fold = (next: boolean) => {
    setOpen(next);
    setFocusNext(next ? 'card' : 'toggle');
  };
  const state =
    visibility === 'shared'
      ? format(t.shared, { partner: partnerName })
      : visibility === 'kept'
        ? t.kept
        : null;

  // Always mounted, so that what was chosen is heard.
  const live = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (!expanded) {
    return (
      <>
        {live}
        <div
          lang={language}
          data-testid="held-card"
          data-state="folded"
          className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-muted-foreground"
        >
          <p className="flex items-center gap-1.5 font-medium text-secondary-foreground">
            {visibility === 'shared' ? (
              <Share2 className="size-3.5" aria-hidden />
            ) : (
              <Check className="size-3.5" aria-hidden />
            )}
            {state}
          </p>
          <Button
            ref={toggle}
            variant="ghost"
            size="sm"
            className="h-7 rounded-lg px-2 text-xs"
            aria-expanded={false}
            onClick={() => fold(true)}
          >
            <ChevronDown aria-hidden />
            <span lang="en">{S.showHeldCard}</span>
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      {live}
      <section
        ref={root}
        lang={language}
        aria-labelledby={titleId}
        data-testid="held-card"
        data-state="open"
        data-category={safety.category}
        data-severity={safety.severity}
        tabIndex={-1}
        className="rounded-2xl border border-secondary-border bg-primary-soft p-4 text-foreground shadow-sm outline-none motion-safe:animate-pop-in focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex items-start justify-between gap-2">
          <p className="mt-1 flex items-center gap-1 text-xs font-medium text-secondary-foreground">
            <Lock className="size-3" aria-hidden />
            {t.onlyYou}
          </p>
          <div className="-mt-1 -mr-1 flex items-center gap-1.5">
            <span aria-hidden className="hidden gap-0.5 sm:flex">
              <Kbd>Esc</Kbd>
              <Kbd>Esc</Kbd>
            </span>
            <Button
              size="sm"
              onClick={quickExit}
              aria-describedby={hintId}
              className="bg-foreground text-background hover:bg-foreground/85"
            >
              <LogOut aria-hidden />
              {t.quickExit}
            </Button>
          </div>
        </div>
        <p id={hintId} className="sr-only">
          {t.quickExitHint} <span lang="en">{S.quickExitShortcut}</span>
        </p>

        <h3 id={titleId} className="mt-2 text-base leading-snug font-semibold text-balance">
          {t.cardTitle}
        </h3>

        {safety.severity === 'high' ? (
          <EmergencyLine
            country={country}
            language={language}
            lead={t.urgentLead}
            className="mt-3"
          />
        ) : null}

        <p className="mt-3 text-sm leading-relaxed">{t.categoryLead[safety.category]}</p>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {format(t.heldExplanation, { partner: partnerName })}
        </p>

        <ResourceList
          country={country}
          language={language}
          category={safety.category}
          limit={CARD_LINES}
          label={t.getHelpTitle}
          className="mt-3"
        />
        {safety.severity === 'high' ? null : (
          <EmergencyLine country={country} language={language} className="mt-2" />
        )}

        <p className="mt-3 flex gap-2 text-[13px] leading-snug text-muted-foreground">
          <Info className="mt-px size-4 shrink-0" aria-hidden />
          <span>{t.notClinician}</span>
        </p>

        <div className="mt-3 flex flex-col gap-2 border-t border-secondary-border pt-3">
          {state ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-secondary-foreground">
              <Check className="size-4" aria-hidden />
              {state}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {visibility !== 'shared' ? (
              <Button
                variant="outline"
                className="h-auto min-h-11 whitespace-normal"
                onClick={() => choose('shared')}
              >
                <Share2 aria-hidden />
                {format(t.share, { partner: partnerName })}
              </Button>
            ) : null}
            {visibility === 'private' ? (
              <Button
                variant="outline"
                className="h-auto min-h-11 whitespace-normal"
                onClick={() => choose('kept')}
              >
                <Lock aria-hidden />
                {t.keep}
              </Button>
            ) : null}
            {visibility !== 'private' ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-end sm:ml-auto"
                aria-expanded
                onClick={() => fold(false)}
              >
                <ChevronUp aria-hidden />
                <span lang="en">{S.hideHeldCard}</span>
              </Button>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd
      className={cn(
        'rounded-md border border-border-strong bg-card px-1.5 py-0.5 font-sans text-[11px] font-semibold text-foreground',
      )}
    >
      {children}
    </kbd>
  );
}

/**
 * When the card appears, its column scrolls so that its top — the heading and the first lines to
 * call — is what the writer sees first (after the column has followed the newest entry).
 */
function useRevealFromTop(ref: { current: HTMLElement | null }, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => {
      const card = ref.current;
      const scroller = card?.closest<HTMLElement>('[role="log"]');
      if (!card || !scroller) return;
      scroller.scrollTop = Math.max(0, contentTop(card, scroller) - 12);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, enabled]);
}

/**
 * Where `el` starts inside the scrolling `scroller`'s content. Layout positions, not on-screen
 * ones, since the card may still be animating in; on-screen ones if the chain of offset parents
 * does not lead to the scroller.
 */
function contentTop(el: HTMLElement, scroller: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) {
    if (node === scroller) return top;
    top += node.offsetTop;
    if (node.offsetParent === scroller) return top;
  }
  return el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

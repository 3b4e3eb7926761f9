import { HeartHandshake, Info, Lock, LogOut, MessageSquareText, Phone, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { QUICK_EXIT_URL, SAFETY_STRINGS as T, type SafetyCategory } from '../strings';

/** Two presses of Esc this close together leave at once. */
export const QUICK_EXIT_ESC_WINDOW_MS = 1500;

/**
 * Leaves for a neutral page at once. `replace`, so Back does not return to the chat and the
 * chat is not left in the tab's history.
 */
export function quickExit() {
  window.location.replace(QUICK_EXIT_URL);
}

type ResourceId = 'lifeline' | 'textLine' | 'domesticViolence' | 'emergency';

/** The most fitting line first for what was written; every line is always there. */
const ORDER: Record<SafetyCategory, ResourceId[]> = {
  self_harm: ['lifeline', 'textLine', 'emergency', 'domesticViolence'],
  violence: ['emergency', 'domesticViolence', 'lifeline', 'textLine'],
  abuse: ['domesticViolence', 'emergency', 'lifeline', 'textLine'],
};

/** `label` is the link's full name ('Call 988'); the button itself says 'Call' or 'Text'. */
type Action = { href: string; label: string; kind: 'call' | 'text' };

const RESOURCES: Record<ResourceId, { name: string; detail: string; actions: Action[] }> = {
  lifeline: {
    name: T.lifeline.name,
    detail: T.lifeline.detail,
    actions: [
      { href: 'tel:988', label: T.lifeline.call, kind: 'call' },
      { href: 'sms:988', label: T.lifeline.text, kind: 'text' },
    ],
  },
  textLine: {
    name: T.textLine.name,
    detail: T.textLine.detail,
    // '?&body=' pre-fills the keyword on both Android and iOS.
    actions: [{ href: 'sms:741741?&body=HOME', label: T.textLine.text, kind: 'text' }],
  },
  domesticViolence: {
    name: T.domesticViolence.name,
    detail: T.domesticViolence.detail,
    actions: [{ href: 'tel:+18007997233', label: T.domesticViolence.call, kind: 'call' }],
  },
  emergency: {
    name: T.emergency.name,
    detail: T.emergency.detail,
    actions: [{ href: 'tel:911', label: T.emergency.call, kind: 'call' }],
  },
};

type SafetyCardProps = {
  category: SafetyCategory;
  onClose: () => void;
  className?: string;
};

/**
 * Crisis resources for the writer of a message the safety screen flagged (blueprint §5). Private:
 * it is shown from the writer's own send only, never from what the live link or the history say.
 * It stays until closed — no click outside, no Esc dismisses it; Esc twice is the quick exit.
 */
export function SafetyCard({ category, onClose, className }: SafetyCardProps) {
  const titleId = useId();
  const introId = useId();
  const hintId = useId();
  const copy = T.byCategory[category];
  const root = useRef<HTMLElement>(null);

  useQuickExitShortcut();
  useRevealFromTop(root);

  return (
    <section
      ref={root}
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="safety-card"
      data-category={category}
      className={cn(
        'rounded-2xl border border-secondary-border bg-primary-soft p-4 text-foreground shadow-sm motion-safe:animate-pop-in',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1 text-xs font-medium text-secondary-foreground">
          <Lock className="size-3" aria-hidden />
          {T.privateNote}
        </p>
        <Button
          size="sm"
          onClick={quickExit}
          aria-describedby={hintId}
          className="-mt-1 -mr-1 bg-foreground text-background hover:bg-foreground/85"
        >
          <LogOut aria-hidden />
          {T.quickExit}
        </Button>
      </div>
      <div className="mt-2 flex items-center gap-2.5">
        <span
          aria-hidden
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <HeartHandshake className="size-5" />
        </span>
        <h3 id={titleId} className="text-base leading-snug font-semibold text-balance">
          {copy.title}
        </h3>
      </div>
      <p id={introId} className="mt-2 text-sm leading-relaxed">
        {copy.intro}
      </p>

      <ul
        aria-label={T.resourcesLabel}
        className="mt-3 divide-y divide-secondary-border overflow-hidden rounded-xl border border-secondary-border bg-card"
      >
        {ORDER[category].map((id) => {
          const resource = RESOURCES[id];
          return (
            <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
              <div className="min-w-40 flex-1">
                <p className="text-sm leading-snug font-semibold">{resource.name}</p>
                <p className="text-[13px] leading-snug text-muted-foreground">{resource.detail}</p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                {resource.actions.map((action) => (
                  <ResourceLink key={action.href} action={action} />
                ))}
              </div>
            </li>
          );
        })}
      </ul>

      <p className="mt-3 flex gap-2 text-[13px] leading-snug text-muted-foreground">
        <Info className="mt-px size-4 shrink-0" aria-hidden />
        <span>{T.aiNotice}</span>
      </p>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-secondary-border pt-3">
        <p className="text-xs text-muted-foreground">
          <span className="sr-only" id={hintId}>
            {T.quickExitHint}
          </span>
          <span aria-hidden>
            {T.shortcutBefore}{' '}
            <kbd className="rounded-md border border-border-strong bg-card px-1.5 py-0.5 font-sans text-[11px] font-semibold text-foreground">
              {T.shortcutKey}
            </kbd>{' '}
            {T.shortcutAfter}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onClose}
          aria-label={T.closeLabel}
          className="ml-auto"
        >
          <X aria-hidden />
          {T.close}
        </Button>
      </div>
    </section>
  );
}

function ResourceLink({ action }: { action: Action }): ReactNode {
  const Icon = action.kind === 'call' ? Phone : MessageSquareText;
  return (
    <a
      href={action.href}
      aria-label={action.label}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-primary px-3 text-sm font-semibold text-primary-foreground shadow-xs transition-colors hover:bg-primary-hover"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {action.kind === 'call' ? T.callShort : T.textShort}
    </a>
  );
}

/**
 * When the card appears, its column scrolls so that its top — the heading and the first lines to
 * call — is what the writer sees first (after the column has followed the newest entry).
 */
function useRevealFromTop(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const card = ref.current;
      const scroller = card?.closest<HTMLElement>('[role="log"]');
      if (!card || !scroller) return;
      scroller.scrollTop = Math.max(0, contentTop(card, scroller) - 12);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref]);
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

/** Esc, then Esc again within a moment, anywhere on the page: the quick exit. */
function useQuickExitShortcut() {
  useEffect(() => {
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = performance.now();
      if (now - last <= QUICK_EXIT_ESC_WINDOW_MS) {
        event.preventDefault();
        quickExit();
        return;
      }
      last = now;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

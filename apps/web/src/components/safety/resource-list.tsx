import { Globe, MessageSquareText, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';

import type { SafetyCategory, SafetyLanguage } from '@kindred/shared/safety';
import {
  type HelpLine,
  linesFor,
  SAFETY_RESOURCES,
  type SafetyCountry,
} from '@kindred/shared/safety-resources';
import { format, hoursLabel, safetyStrings } from '@kindred/shared/safety-strings';

import { cn } from '@/lib/cn';

type ResourceListProps = {
  country: SafetyCountry;
  language: SafetyLanguage;
  /** The lines that fit it come first. */
  category?: SafetyCategory | null;
  /** Show only the first lines (the private card); the Get help panel shows them all. */
  limit?: number;
  /** The list's accessible name. */
  label: string;
  className?: string;
};

/**
 * A country's help lines, best fit first: what each is for, when it answers, and links a phone
 * can call or text at once (tel:, sms:) and the organisation's own site.
 */
export function ResourceList({
  country,
  language,
  category,
  limit,
  label,
  className,
}: ResourceListProps) {
  const t = safetyStrings(language);
  const lines = linesFor(country, category ?? null).slice(0, limit);
  return (
    <ul
      aria-label={label}
      className={cn(
        'divide-y divide-secondary-border overflow-hidden rounded-xl border border-secondary-border bg-card',
        className,
      )}
    >
      {lines.map((line) => (
        <li key={line.id} data-line={line.id} className="flex flex-col gap-2 px-3 py-2.5">
          <div className="min-w-0">
            <p className="text-sm leading-snug font-semibold break-words">{line.name}</p>
            <p className="text-[13px] leading-snug text-muted-foreground">
              {t.kind[line.kind]} ·{' '}
              {format(t.available, { hours: hoursLabel(line.hours, language) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">{lineActions(line, t.website, language)}</div>
        </li>
      ))}
    </ul>
  );
}

function lineActions(line: HelpLine, website: string, language: SafetyLanguage): ReactNode[] {
  const t = safetyStrings(language);
  const actions: ReactNode[] = [];
  if (line.phone) {
    actions.push(
      <ActionLink key="call" href={telHref(line.phone)} icon={Phone} primary>
        {format(t.call, { phone: line.phone })}
      </ActionLink>,
    );
  }
  if (line.sms) {
    actions.push(
      <ActionLink key="text" href={smsHref(line.sms, line.smsKeyword)} icon={MessageSquareText}>
        {line.smsKeyword
          ? format(t.text, { keyword: line.smsKeyword, number: line.sms })
          : format(t.textNumber, { number: line.sms })}
      </ActionLink>,
    );
  }
  actions.push(
    <ActionLink
      key="web"
      href={line.url}
      icon={Globe}
      external
      // Several lines each have a site: the name says whose.
      aria-label={`${website}: ${line.name}`}
    >
      {website}
    </ActionLink>,
  );
  return actions;
}

/** The country's emergency number, as a line of its own that calls it. */
export function EmergencyLine({
  country,
  language,
  lead,
  className,
}: {
  country: SafetyCountry;
  language: SafetyLanguage;
  /** Said instead of 'Emergency: {emergency}' (the urgent lead of a high-severity card). */
  lead?: string;
  className?: string;
}) {
  const t = safetyStrings(language);
  const { emergency } = SAFETY_RESOURCES[country];
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-destructive/30 bg-destructive-soft px-3 py-2.5',
        className,
      )}
    >
      <p className="flex min-w-0 flex-1 items-start gap-2 text-sm font-semibold text-destructive">
        <Siren className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{format(lead ?? t.emergency, { emergency })}</span>
      </p>
      <ActionLink href={telHref(emergency)} icon={Phone} tone="danger">
        {format(t.call, { phone: emergency })}
      </ActionLink>
    </div>
  );
}

type ActionLinkProps = {
  href: string;
  icon: typeof Phone;
  children: ReactNode;
  primary?: boolean;
  tone?: 'danger';
  external?: boolean;
  'aria-label'?: string;
};

function ActionLink({
  href,
  icon: Icon,
  children,
  primary,
  tone,
  external,
  'aria-label': ariaLabel,
}: ActionLinkProps) {
  return (
    <a
      href={href}
      aria-label={ariaLabel}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(
        'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold shadow-xs transition-colors',
        tone === 'danger'
          ? 'bg-destructive text-destructive-foreground hover:bg-destructive-hover'
          : primary
            ? 'bg-primary text-primary-foreground hover:bg-primary-hover'
            : 'border border-border-strong bg-card text-foreground hover:bg-muted',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="break-words">{children}</span>
    </a>
  );
}

/** tel: with the digits only ('1-800-799-7233' → tel:18007997233; a leading + is kept). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** sms: to the number, the keyword pre-filled ('?&body=' works on both Android and iOS). */
export function smsHref(number: string, keyword?: string): string {
  const to = number.replace(/[^\d+]/g, '');
  return keyword ? `sms:${to}?&body=${encodeURIComponent(keyword)}` : `sms:${to}`;
}

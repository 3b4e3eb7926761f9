import { Sparkles } from 'lucide-react';

import { cn } from '@/lib/cn';

type Line = { who: 'a' | 'therapist' | 'b'; name: string; text: string };

const LINES: Line[] = [
  { who: 'a', name: 'Maya', text: 'Lately it feels like we only talk about chores and schedules.' },
  {
    who: 'therapist',
    name: 'AI therapist',
    text: 'Thank you for saying that, Maya. Jordan, what do you hear underneath it?',
  },
  { who: 'b', name: 'Jordan', text: 'That she misses us. Honestly, so do I.' },
  {
    who: 'therapist',
    name: 'AI therapist',
    text: "Let's start there: what did time together look like when it felt good?",
  },
];

/** An illustration of a guided three-way conversation; read as one image by screen readers. */
export function ConversationPreview({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Illustration: two partners talking with Kindred's AI therapist, who reflects what each one says and asks a gentle question."
      className={cn(
        'relative rounded-3xl border border-border bg-card/90 p-4 shadow-xl shadow-primary/10 sm:p-6',
        className,
      )}
    >
      <div className="flex items-center justify-between border-b border-border pb-3">
        <div className="flex items-center gap-2">
          <span className="flex -space-x-2">
            <span className="flex size-7 items-center justify-center rounded-full bg-accent-peach text-xs font-semibold text-foreground ring-2 ring-card">
              M
            </span>
            <span className="flex size-7 items-center justify-center rounded-full bg-accent-sage text-xs font-semibold text-foreground ring-2 ring-card">
              J
            </span>
          </span>
          <span className="text-sm font-semibold">Session 1</span>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
          <Sparkles className="size-3" />
          AI-guided
        </span>
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {LINES.map((line, index) => (
          <li
            key={index}
            className={cn(
              'flex flex-col gap-1',
              line.who === 'a' && 'items-start',
              line.who === 'b' && 'items-end',
              line.who === 'therapist' && 'items-center',
            )}
          >
            <span className="px-1 text-[11px] font-medium text-muted-foreground">{line.name}</span>
            <span
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-snug',
                line.who === 'a' && 'rounded-tl-md bg-accent-peach',
                line.who === 'b' && 'rounded-tr-md bg-accent-sage',
                line.who === 'therapist' && 'bg-primary text-primary-foreground',
              )}
            >
              {line.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Bot } from 'lucide-react';

import { cn } from '@/lib/cn';

import { initials } from '../utils/format';

export type Speaker = 'me' | 'therapist' | 'partner';

/** Each speaker has a colour of its own, used on the avatar, the column and the bubbles. */
export const speakerTone: Record<Speaker, { avatar: string; bubble: string }> = {
  me: {
    avatar: 'bg-primary text-primary-foreground',
    bubble: 'bg-primary text-primary-foreground',
  },
  therapist: {
    avatar: 'bg-accent-lilac text-[#4b2f7a]',
    bubble: 'bg-accent-lilac text-foreground',
  },
  partner: {
    avatar: 'bg-accent-peach text-[#7a3413]',
    bubble: 'bg-muted text-foreground',
  },
};

/** A round initials avatar (decorative: the name is always written next to it). */
export function PersonBadge({
  speaker,
  name,
  className,
}: {
  speaker: Speaker;
  name: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold select-none',
        speakerTone[speaker].avatar,
        className,
      )}
    >
      {speaker === 'therapist' ? <Bot className="size-5" /> : initials(name)}
    </span>
  );
}

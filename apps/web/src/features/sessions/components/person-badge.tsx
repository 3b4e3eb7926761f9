import { Avatar } from '@/components/ui/avatar';
import { PersonaPortrait } from '@/components/ui/persona-portrait';
import { cn } from '@/lib/cn';

import { initials } from '../utils/format';

export type Speaker = 'me' | 'therapist' | 'partner';

/** Each speaker has a colour of its own, used on the avatar, the column and the bubbles. */
export const speakerTone: Record<Speaker, { avatar: string; ring: string; bubble: string }> = {
  me: {
    avatar: 'bg-primary text-primary-foreground',
    ring: 'ring-primary',
    bubble: 'bg-primary text-primary-foreground',
  },
  therapist: {
    avatar: 'bg-accent-lilac text-[#4b2f7a]',
    ring: 'ring-[#b9a3e0]',
    bubble: 'bg-accent-lilac text-foreground',
  },
  partner: {
    avatar: 'bg-accent-peach text-[#7a3413]',
    ring: 'ring-[#f0b99a]',
    bubble: 'bg-muted text-foreground',
  },
};

type PersonBadgeProps = {
  className?: string;
} & (
  | {
      speaker: 'therapist';
      /** The couple's persona, whose portrait is shown. */
      personaId: string;
    }
  | {
      speaker: 'me' | 'partner';
      /** Whose initials to show when they have not chosen a picture. */
      name: string;
      /** Their chosen picture (`avatar-1` … `avatar-6`), or null. */
      avatar: string | null;
    }
);

/**
 * A speaker's picture: the therapist's persona portrait, a partner's chosen avatar, or their
 * initials until they choose one; ringed in the speaker's colour. Decorative: the name is always
 * written next to it.
 */
export function PersonBadge(props: PersonBadgeProps) {
  const { speaker, className } = props;
  const frame = cn('size-9 shrink-0 rounded-full ring-2 ring-offset-1 ring-offset-card', className);
  if (props.speaker === 'therapist') {
    return (
      <PersonaPortrait
        persona={props.personaId}
        className={cn(frame, speakerTone.therapist.ring)}
      />
    );
  }
  if (props.avatar) {
    return <Avatar avatar={props.avatar} className={cn(frame, speakerTone[speaker].ring)} />;
  }
  return (
    <span
      aria-hidden
      data-initials
      className={cn(
        'inline-flex items-center justify-center text-sm font-semibold select-none',
        frame,
        'ring-transparent',
        speakerTone[speaker].avatar,
      )}
    >
      {initials(props.name)}
    </span>
  );
}

import { type ReactNode, useId } from 'react';

import { type PersonaId, PERSONA_IDS } from '@kindred/shared/therapist-style';

import { cn } from '@/lib/cn';

// The three AI therapists' pictures, one per persona id, drawn here as inline SVG illustrations —
// nothing is fetched, so no third party learns who uses Kindred. A small sparkle in the
// corner marks each of them as an AI guide, not a photograph of a clinician.

/** What each picture shows, for the people who cannot see it. */
export const PERSONA_PORTRAIT_DESCRIPTIONS: Record<PersonaId, string> = {
  'dr-emma': 'Illustration of Dr. Emma, with long auburn hair and a lilac cardigan',
  'dr-james': 'Illustration of Dr. James, with short dark hair, glasses and a blue shirt',
  'dr-olivia': 'Illustration of Dr. Olivia, with black hair in a bun and a green top',
};

type Look = {
  background: string;
  skin: string;
  hair: string;
  top: string;
  /** Hair behind the head and shoulders (drawn first). */
  back?: ReactNode;
  /** Hair over the forehead, and anything worn (drawn last). */
  front: ReactNode;
};

const INK = '#3b2a22';

const LOOKS: Record<PersonaId, Look> = {
  'dr-emma': {
    background: '#ece6f6',
    skin: '#f6d0b1',
    hair: '#a4522f',
    top: '#8a6cc0',
    back: <path d="M17 30 Q15 10 32 10 Q49 10 47 30 L49 50 Q40 54 32 53 Q24 54 15 50 Z" />,
    front: <path d="M20.5 27 Q21 14 32 14 Q43 14 43.5 27 Q37 19 29 21 Q24 22 20.5 27 Z" />,
  },
  'dr-james': {
    background: '#e1ecf8',
    skin: '#9a6038',
    hair: '#231912',
    top: '#2f6f99',
    front: (
      <>
        <path d="M20.5 25 Q20 12.5 32 12.5 Q44 12.5 43.5 25 Q41 19 35 18.5 Q27 18 20.5 25 Z" />
        <g fill="none" stroke="#1e2a36" strokeWidth="1.6">
          <circle cx="27" cy="28.5" r="3.9" />
          <circle cx="37" cy="28.5" r="3.9" />
          <path d="M30.9 28.2 H33.1" />
        </g>
      </>
    ),
  },
  'dr-olivia': {
    background: '#e3efe6',
    skin: '#c58a5a',
    hair: '#1d1715',
    top: '#3c8f6a',
    back: <circle cx="32" cy="9.5" r="6.5" />,
    front: (
      <>
        <path d="M20.5 27 Q20 13.5 32 13.5 Q44 13.5 43.5 27 Q42 20 32 19.5 Q22 20 20.5 27 Z" />
        <circle cx="20.8" cy="34" r="1.4" fill="#e8b23a" />
        <circle cx="43.2" cy="34" r="1.4" fill="#e8b23a" />
      </>
    ),
  },
};

function isPersonaId(value: string | null | undefined): value is PersonaId {
  return !!value && (PERSONA_IDS as readonly string[]).includes(value);
}

type PersonaPortraitProps = {
  /** A persona id; anything else draws the default persona (dr-emma). */
  persona: string | null | undefined;
  className?: string;
  /** The accessible name. Without one the picture is decorative (the name is written next to it). */
  label?: string;
};

/** A round illustrated portrait of one of the AI therapists. */
export function PersonaPortrait({ persona, className, label }: PersonaPortraitProps) {
  const clipId = useId();
  const id: PersonaId = isPersonaId(persona) ? persona : 'dr-emma';
  const look = LOOKS[id];
  const glasses = id === 'dr-james';
  return (
    <svg
      viewBox="0 0 64 64"
      data-slot="persona-portrait"
      data-persona={id}
      className={cn('size-10 shrink-0 rounded-full', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <clipPath id={clipId}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill={look.background} />
        {look.back ? <g fill={look.hair}>{look.back}</g> : null}
        <ellipse cx="32" cy="64" rx="23" ry="16" fill={look.top} />
        <path d="M27 40 H37 V48 Q32 52 27 48 Z" fill={look.skin} />
        <path d="M26 48.5 Q32 54 38 48.5" fill="none" stroke="#ffffff" strokeOpacity="0.45" />
        <ellipse cx="32" cy="29" rx="11.5" ry="13" fill={look.skin} />
        <g fill={look.hair}>{look.front}</g>
        {glasses ? null : (
          <>
            <ellipse cx="27" cy="29" rx="1.5" ry="1.9" fill={INK} />
            <ellipse cx="37" cy="29" rx="1.5" ry="1.9" fill={INK} />
          </>
        )}
        {glasses ? (
          <>
            <circle cx="27" cy="28.5" r="1.3" fill={INK} />
            <circle cx="37" cy="28.5" r="1.3" fill={INK} />
          </>
        ) : null}
        <circle cx="23.5" cy="34" r="2.2" fill="#f08a8a" opacity="0.35" />
        <circle cx="40.5" cy="34" r="2.2" fill="#f08a8a" opacity="0.35" />
        <path
          d="M28 35.5 Q32 39 36 35.5"
          fill="none"
          stroke={INK}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </g>
      {/* The AI mark: a sparkle on a white disc, inside the picture's circle. */}
      <circle cx="49" cy="15" r="7" fill="#ffffff" />
      <path
        d="M49 9.5 Q49.8 14.2 54.5 15 Q49.8 15.8 49 20.5 Q48.2 15.8 43.5 15 Q48.2 14.2 49 9.5 Z"
        fill="#7a5bb0"
      />
    </svg>
  );
}

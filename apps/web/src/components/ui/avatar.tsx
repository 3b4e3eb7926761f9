import { type ReactNode, useId } from 'react';

import { AVATAR_IDS, type AvatarId } from '@kindred/shared/profile';

import { cn } from '@/lib/cn';

// The six profile pictures (a placeholder image plus five emoji avatars), drawn here as inline
// SVG. Nothing is fetched: no third party (an avatar service) learns who uses Kindred.

/** What each picture shows, for the people who cannot see it. */
export const AVATAR_DESCRIPTIONS: Record<AvatarId, string> = {
  'avatar-1': 'Placeholder silhouette',
  'avatar-2': 'Smiling face',
  'avatar-3': 'Laughing face',
  'avatar-4': 'Winking face',
  'avatar-5': 'Face with heart eyes',
  'avatar-6': 'Face with sunglasses',
};

const BACKGROUNDS: Record<AvatarId, string> = {
  'avatar-1': '#f1e6e2',
  'avatar-2': '#fde7dc',
  'avatar-3': '#e4efe6',
  'avatar-4': '#ece6f6',
  'avatar-5': '#f9e6ec',
  'avatar-6': '#e3edf9',
};

const FACE = '#ffcf4d';
const FACE_EDGE = '#e8a92b';
const INK = '#5a3a1e';
const BLUSH = '#f59a9a';

function isAvatarId(value: string | null | undefined): value is AvatarId {
  return !!value && (AVATAR_IDS as readonly string[]).includes(value);
}

function Face({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="32" cy="33" r="21" fill={FACE} stroke={FACE_EDGE} strokeWidth="1.5" />
      {children}
    </>
  );
}

const stroke = {
  stroke: INK,
  strokeWidth: 2.6,
  strokeLinecap: 'round',
  fill: 'none',
} as const;

const heart = (x: number, y: number) =>
  `M${x} ${y + 4.2} L${x - 4.6} ${y - 0.4} A2.7 2.7 0 0 1 ${x} ${y - 3.6} A2.7 2.7 0 0 1 ${x + 4.6} ${y - 0.4} Z`;

const drawings: Record<Exclude<AvatarId, 'avatar-1'>, ReactNode> = {
  'avatar-2': (
    <Face>
      <ellipse cx="25" cy="29" rx="2.3" ry="3.1" fill={INK} />
      <ellipse cx="39" cy="29" rx="2.3" ry="3.1" fill={INK} />
      <circle cx="20.5" cy="37" r="3.2" fill={BLUSH} opacity="0.55" />
      <circle cx="43.5" cy="37" r="3.2" fill={BLUSH} opacity="0.55" />
      <path d="M23.5 38.5 Q32 46.5 40.5 38.5" {...stroke} />
    </Face>
  ),
  'avatar-3': (
    <Face>
      <path d="M21.5 30 Q25 25.5 28.5 30" {...stroke} />
      <path d="M35.5 30 Q39 25.5 42.5 30" {...stroke} />
      <path d="M22 36 H42 Q42 48.5 32 48.5 Q22 48.5 22 36 Z" fill={INK} />
      <path d="M26.5 45.2 Q32 41.5 37.5 45.2 Q35 48 32 48 Q29 48 26.5 45.2 Z" fill="#f27a8a" />
    </Face>
  ),
  'avatar-4': (
    <Face>
      <ellipse cx="25" cy="29" rx="2.3" ry="3.1" fill={INK} />
      <path d="M35.5 29.5 Q39 32.5 42.5 29.5" {...stroke} />
      <circle cx="43.5" cy="37" r="3.2" fill={BLUSH} opacity="0.55" />
      <path d="M24 39 Q33 46 41 37.5" {...stroke} />
    </Face>
  ),
  'avatar-5': (
    <Face>
      <path d={heart(25, 29)} fill="#e0245e" />
      <path d={heart(39, 29)} fill="#e0245e" />
      <path d="M23 37.5 Q32 47 41 37.5 Z" fill={INK} />
    </Face>
  ),
  'avatar-6': (
    <Face>
      <rect x="18.5" y="25" width="12" height="8" rx="3" fill="#2b1d29" />
      <rect x="33.5" y="25" width="12" height="8" rx="3" fill="#2b1d29" />
      <path d="M30.5 28 H33.5" stroke="#2b1d29" strokeWidth="2" />
      <path d="M21 27 L24 27" stroke="#ffffff" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M36 27 L39 27" stroke="#ffffff" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M25 40.5 Q33.5 45 40 39" {...stroke} />
    </Face>
  ),
};

type AvatarProps = {
  /** An avatar id (`avatar-1` … `avatar-6`); null or unknown draws the placeholder. */
  avatar: string | null | undefined;
  className?: string;
  /** The accessible name. Without one the picture is decorative (a name is written next to it). */
  label?: string;
};

/** A round profile picture drawn locally. */
export function Avatar({ avatar, className, label }: AvatarProps) {
  const clipId = useId();
  const id: AvatarId = isAvatarId(avatar) ? avatar : 'avatar-1';
  return (
    <svg
      viewBox="0 0 64 64"
      data-slot="avatar"
      data-avatar={id}
      className={cn('size-10 shrink-0 rounded-full', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="32" cy="32" r="32" fill={BACKGROUNDS[id]} />
      {id === 'avatar-1' ? (
        <>
          <clipPath id={clipId}>
            <circle cx="32" cy="32" r="32" />
          </clipPath>
          <g clipPath={`url(#${clipId})`} fill="#c9b0a9">
            <circle cx="32" cy="25" r="11" />
            <ellipse cx="32" cy="60" rx="22" ry="19" />
          </g>
        </>
      ) : (
        drawings[id]
      )}
    </svg>
  );
}

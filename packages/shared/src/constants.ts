// Business constants (timings, limits, sizes, defaults), in one place for both apps.

/** Maximum time the SPA waits for the sign-in state before rendering as signed out. */
export const AUTH_INIT_TIMEOUT_MS = 2000;

/** TanStack Query: product queries are fresh for 5 minutes and retried once. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;

/** Toasts: auto-close after 4 s, at most 3 visible, 356 px wide. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;

/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The therapist replies about a second after both partners have spoken. */
export const THERAPIST_REPLY_DELAY_MS_DEFAULT = 1000;

/** Session header timer label: static, no countdown. */
export const SESSION_TIMER_LABEL = '30:00';

// Fixed dashboard metrics (say Communication Score 85%, Weekly Check-ins 5/7) would be made up:
// they are computed from the couple's activity (relationship-health.ts).

/** Invitations: 8 base-36 characters. */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = /^[0-9a-z]{8}$/;

/** Messages: trimmed, non-empty, at most this many characters. */
export const MESSAGE_MAX_LENGTH = 4000;

/** Onboarding. */
export const ONBOARDING_STEPS = 3;
export const AVATAR_CHOICES = 6;

/** Short date format used on cards ('Connected since'). */
export const SHORT_DATE_FORMAT = 'MM/dd/yyyy';

/** localStorage key for an invitation code that waits for sign-in. */
export const PENDING_INVITE_STORAGE_KEY = 'kindred.pendingInviteCode';

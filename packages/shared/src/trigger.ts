import type { MessageAuthor } from './sessions';

/**
 * Spec §4 (AI reply trigger): after a partner's message, look at the last two non-therapist
 * messages; if one is partnerA's and the other partnerB's, the therapist replies.
 * `authors` are the authors of the session's messages in order, up to the new one.
 */
export function completesPair(authors: readonly MessageAuthor[]): boolean {
  const partners = authors.filter((a) => a !== 'therapist');
  if (partners.length < 2) return false;
  const last = partners[partners.length - 1];
  const previous = partners[partners.length - 2];
  return authors[authors.length - 1] !== 'therapist' && last !== previous;
}

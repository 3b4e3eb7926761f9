import type { MessageAuthor } from './sessions';

/**
 * The reply rule — a deliberate change to the spec's "the last two non-therapist messages are
 * one from each partner", which fires again when the invited partner answers before the other
 * has (docs/therapist.md): the therapist answers once **both partners have written since its last
 * firing**. Its first firing is the spec's. Given the authors of a session's messages in order,
 * returns the indexes of the messages that fire it (therapist messages are skipped).
 */
export function firingsOf(authors: readonly MessageAuthor[]): number[] {
  const fired: number[] = [];
  let window = new Set<MessageAuthor>();
  authors.forEach((author, index) => {
    if (author === 'therapist') return;
    window.add(author);
    if (window.has('partnerA') && window.has('partnerB')) {
      fired.push(index);
      window = new Set();
    }
  });
  return fired;
}

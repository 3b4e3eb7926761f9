import type { MessageAuthor } from './sessions';

/**
 * The reply rule — a deliberate change to the simpler "the last two non-therapist messages are
 * one from each partner", which fires again when the invited partner answers before the other
 * has (docs/therapist.md): the therapist answers once **both partners have written since its last
 * answer**. Its first firing is that rule's. A line written while an answer is due (before the
 * therapist's message appears) belongs to the exchange being answered: it counts towards no new
 * firing. Given the authors of a session's messages in order — a therapist message after a firing
 * being its answer — returns the indexes of the messages that fire it.
 */
export function firingsOf(authors: readonly MessageAuthor[]): number[] {
  const fired: number[] = [];
  let window = new Set<MessageAuthor>();
  let due = false;
  authors.forEach((author, index) => {
    if (author === 'therapist') {
      if (due) window = new Set();
      due = false;
      return;
    }
    if (due) return;
    window.add(author);
    if (window.has('partnerA') && window.has('partnerB')) {
      fired.push(index);
      due = true;
    }
  });
  return fired;
}

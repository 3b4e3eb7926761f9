// No sentence twice in a session (issue 14): what the therapist has already said in this session,
// sentence by sentence, so that the composer can pick a variant not yet used, or leave an
// optional sentence out.

import type { TurnMessage } from './types';

const APOSTROPHES = /[’‘ʼ`´]/g;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F/gu;

/**
 * A text's sentences: split on line breaks, on . ! ? … followed by a space (a closing quote may
 * come between), and after the CJK full stops, which need no space.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…][”»“"’)]?)\s+|(?<=[。！？][”」』]?)(?=\S)/u))
    .map((s) => s.trim())
    .filter((s) => sentenceKey(s).length > 0);
}

/** A sentence for comparison: lower case, without emojis, punctuation or symbols. */
export function sentenceKey(sentence: string): string {
  return sentence
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .toLocaleLowerCase()
    .replace(EMOJI, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sentences the therapist has said in this session, and those of the reply being built. */
export class SaidBefore {
  private readonly keys = new Set<string>();

  constructor(history: readonly TurnMessage[]) {
    for (const message of history)
      if (message.author === 'therapist') for (const s of sentencesOf(message.content)) this.add(s);
  }

  /** Whether none of the text's sentences has been said (nor is said twice in the text). */
  isFresh(text: string): boolean {
    const keys = sentencesOf(text).map(sentenceKey);
    return (
      keys.length > 0 && new Set(keys).size === keys.length && !keys.some((k) => this.keys.has(k))
    );
  }

  /** Remembers the text's sentences as said. */
  add(text: string): void {
    for (const s of sentencesOf(text)) this.keys.add(sentenceKey(s));
  }

  /** The text, remembered, if it is fresh; otherwise nothing. */
  take(text: string): string | undefined {
    if (!this.isFresh(text)) return undefined;
    this.add(text);
    return text;
  }
}

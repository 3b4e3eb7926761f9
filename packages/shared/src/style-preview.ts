import type { TherapistStyle } from './therapist-style';

// Spec §9 style-preview rules: the sample message on the personalization page.

export const PREVIEW_TEXT = {
  highEmpathy:
    "I can really hear how much this matters to both of you, and it's completely understandable to feel hurt. Let's take a moment to understand what each of you needs.",
  moderateEmpathy:
    "I understand this is important to you both. Let's look at what each of you needs.",
  factual: "Let's look at what happened and what each of you needs.",
  bluntAddition:
    ' To be direct: you keep interrupting each other, and that has to stop if you want to be heard.',
  mildAddition: ' It might help to let each other finish before responding.',
  extendedParagraph:
    " When each of you reflects back what the other said before answering, the conversation slows down and both of you feel understood. It's a small habit, but couples who practise it regularly argue less and repair faster.",
} as const;

const FORMAL_REWRITES: [RegExp, string][] = [
  [/\bLet's\b/g, 'Let us'],
  [/\blet's\b/g, 'let us'],
  [/\bit's\b/g, 'it is'],
  [/\bIt's\b/g, 'It is'],
  [/\byou're\b/g, 'you are'],
  [/\bdon't\b/g, 'do not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bI'm\b/g, 'I am'],
];

const firstSentence = (text: string) => {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
};

/**
 * Empathy > 7 highly empathetic, > 4 moderate, otherwise factual; directness > 7 adds a blunt
 * addition, > 4 a mild one; length < 4 keeps the first sentence, > 7 adds an extended paragraph;
 * then the formal rewrite and the emojis when toggled.
 */
export function buildStylePreview(
  style: Pick<
    TherapistStyle,
    'empathy' | 'directness' | 'messageLength' | 'usesEmojis' | 'formalLanguage'
  >,
): string {
  let text: string =
    style.empathy > 7
      ? PREVIEW_TEXT.highEmpathy
      : style.empathy > 4
        ? PREVIEW_TEXT.moderateEmpathy
        : PREVIEW_TEXT.factual;
  if (style.directness > 7) text += PREVIEW_TEXT.bluntAddition;
  else if (style.directness > 4) text += PREVIEW_TEXT.mildAddition;
  if (style.messageLength < 4) text = firstSentence(text);
  else if (style.messageLength > 7) text += PREVIEW_TEXT.extendedParagraph;
  if (style.formalLanguage) {
    for (const [pattern, replacement] of FORMAL_REWRITES) text = text.replace(pattern, replacement);
  }
  if (style.usesEmojis) text = `${text} 💬❤️`;
  return text;
}

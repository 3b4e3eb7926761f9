import { describe, expect, it } from 'vitest';

import { buildStylePreview, PREVIEW_TEXT } from './style-preview';

const base = {
  empathy: 5,
  directness: 1,
  messageLength: 5,
  usesEmojis: false,
  formalLanguage: false,
};

describe('buildStylePreview (spec §9)', () => {
  it.each([
    [1, PREVIEW_TEXT.factual],
    [4, PREVIEW_TEXT.factual],
    [5, PREVIEW_TEXT.moderateEmpathy],
    [7, PREVIEW_TEXT.moderateEmpathy],
    [8, PREVIEW_TEXT.highEmpathy],
    [10, PREVIEW_TEXT.highEmpathy],
  ])('empathy %i picks its text', (empathy, text) => {
    expect(buildStylePreview({ ...base, empathy })).toBe(text);
  });

  it.each([
    [4, ''],
    [5, PREVIEW_TEXT.mildAddition],
    [7, PREVIEW_TEXT.mildAddition],
    [8, PREVIEW_TEXT.bluntAddition],
  ])('directness %i adds %j', (directness, addition) => {
    expect(buildStylePreview({ ...base, directness })).toBe(
      PREVIEW_TEXT.moderateEmpathy + addition,
    );
  });

  it('keeps only the first sentence below length 4 and adds a paragraph above 7', () => {
    expect(buildStylePreview({ ...base, empathy: 8, messageLength: 3 })).toBe(
      "I can really hear how much this matters to both of you, and it's completely understandable to feel hurt.",
    );
    expect(buildStylePreview({ ...base, messageLength: 4 })).toBe(PREVIEW_TEXT.moderateEmpathy);
    expect(buildStylePreview({ ...base, messageLength: 7 })).toBe(PREVIEW_TEXT.moderateEmpathy);
    expect(buildStylePreview({ ...base, messageLength: 8 })).toBe(
      PREVIEW_TEXT.moderateEmpathy + PREVIEW_TEXT.extendedParagraph,
    );
  });

  it('rewrites formally and adds emojis when toggled', () => {
    expect(buildStylePreview({ ...base, formalLanguage: true })).toBe(
      'I understand this is important to you both. Let us look at what each of you needs.',
    );
    expect(buildStylePreview({ ...base, usesEmojis: true })).toBe(
      `${PREVIEW_TEXT.moderateEmpathy} 💬❤️`,
    );
    const both = buildStylePreview({ ...base, empathy: 9, formalLanguage: true, usesEmojis: true });
    expect(both).not.toMatch(/it's|Let's/);
    expect(both.endsWith('💬❤️')).toBe(true);
  });
});

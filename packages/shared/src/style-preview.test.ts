import { describe, expect, it } from 'vitest';

import { buildStylePreview, PREVIEW_TEXT } from './style-preview';

const base = {
  empathy: 5,
  directness: 1,
  messageLength: 5,
  usesEmojis: false,
  formalLanguage: false,
};

describe('buildStylePreview by scores and switches', () => {
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

describe('buildStylePreview in the chosen language', () => {
  it('writes the sample in each of the five languages', () => {
    const style = { ...base, empathy: 9, directness: 9 };
    expect(buildStylePreview({ ...style, language: 'english' })).toBe(
      PREVIEW_TEXT.highEmpathy + PREVIEW_TEXT.bluntAddition,
    );
    expect(buildStylePreview({ ...style, language: 'spanish' })).toMatch(
      /^Puedo sentir de verdad lo mucho que esto os importa/,
    );
    expect(buildStylePreview({ ...style, language: 'french' })).toMatch(
      /^J'entends vraiment à quel point cela compte pour vous deux/,
    );
    expect(buildStylePreview({ ...style, language: 'german' })).toMatch(
      /^Ich höre wirklich, wie viel euch beiden das bedeutet/,
    );
    expect(buildStylePreview({ ...style, language: 'mandarin' })).toMatch(
      /^我真切地感受到这件事对你们两位有多重要/,
    );
  });

  it('follows the same rules: first sentence only, formal address, emojis', () => {
    expect(buildStylePreview({ ...base, empathy: 9, messageLength: 2, language: 'mandarin' })).toBe(
      '我真切地感受到这件事对你们两位有多重要，感到受伤是完全可以理解的。',
    );
    expect(buildStylePreview({ ...base, formalLanguage: true, language: 'german' })).toBe(
      'Ich verstehe, dass Ihnen beiden das wichtig ist. Schauen wir, was jeder von Ihnen braucht.',
    );
    expect(
      buildStylePreview({ ...base, formalLanguage: true, usesEmojis: true, language: 'spanish' }),
    ).toBe(
      'Entiendo que esto es importante para ustedes dos. Veamos qué necesita cada uno de ustedes. 💬❤️',
    );
    expect(buildStylePreview({ ...base, messageLength: 9, language: 'french' })).toContain(
      'les couples qui la pratiquent',
    );
  });
});

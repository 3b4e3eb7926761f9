import { describe, expect, it } from 'vitest';

import { screenMessages } from './verdict';

describe('the screen as the send path uses it', () => {
  it('flags explicit statements in every language, whatever the model makes of their words', () => {
    for (const text of [
      'I want to kill myself tonight.',
      'I want to die',
      'Quiero matarme esta noche.',
      'Je veux me tuer ce soir.',
      'Ich will mich heute Nacht umbringen.',
      '我今晚想自杀',
      'He hits me when he drinks.',
    ]) {
      expect(screenMessages([], text), text).not.toBeNull();
    }
  });

  it('leaves everyday talk alone', () => {
    for (const text of [
      'We had a lovely walk by the river today.',
      'Can we talk about how we split the chores?',
      'This commute is killing me, sorry I am late.',
    ]) {
      expect(screenMessages([], text), text).toBeNull();
    }
  });
});

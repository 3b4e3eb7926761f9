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

  // Kinds of false alarm found in ordinary session lines (train-chat-2.json), each next to the
  // disclosure the same words make.
  it('tells everyday words from the disclosures they resemble', () => {
    for (const text of [
      'Me molestó que le dieras like a las fotos de tu ex.', // an English stem on Spanish
      'Er wirft mir vor, dass ich zu viel Geld für Klamotten ausgebe.', // vorwerfen: to reproach
      "J'ai un peu peur de lui dire que je veux reprendre mes études.",
      "Ce qui me fait peur avec le déménagement, c'est l'hiver.",
      "J'ai été blessée quand tu as dit ça devant tes potes.",
    ]) {
      expect(screenMessages([], text), text).toBeNull();
    }
    for (const text of [
      'My stepdad molested my daughter.',
      'Er wirft Sachen nach mir, wenn er getrunken hat.',
      "J'ai peur de lui quand il boit.",
      'Il me fait peur quand il crie.',
    ]) {
      expect(screenMessages([], text), text).not.toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { screenMessages } from './verdict';

/** Each text, screened alone, is held (or, with `held` false, passes), named when it fails. */
function expectScreened(held: boolean, texts: readonly string[]) {
  for (const text of texts) {
    const verdict = screenMessages([], text);
    if (held) expect(verdict, text).not.toBeNull();
    else expect(verdict, text).toBeNull();
  }
}

describe('the screen as the send path uses it', () => {
  it('flags explicit statements in every language, whatever the model makes of their words', () => {
    expectScreened(true, [
      'I want to kill myself tonight.',
      'I want to die',
      'Quiero matarme esta noche.',
      'Je veux me tuer ce soir.',
      'Ich will mich heute Nacht umbringen.',
      '我今晚想自杀',
      'He hits me when he drinks.',
    ]);
  });

  it('leaves everyday talk alone', () => {
    expectScreened(false, [
      'We had a lovely walk by the river today.',
      'Can we talk about how we split the chores?',
      'This commute is killing me, sorry I am late.',
    ]);
  });

  // Kinds of false alarm found in ordinary session lines (train-chat-2.json), each next to the
  // disclosure the same words make.
  it('tells everyday words from the disclosures they resemble', () => {
    expectScreened(false, [
      'Me molestó que le dieras like a las fotos de tu ex.', // an English stem on Spanish
      'Er wirft mir vor, dass ich zu viel Geld für Klamotten ausgebe.', // vorwerfen: to reproach
      "J'ai un peu peur de lui dire que je veux reprendre mes études.",
      "Ce qui me fait peur avec le déménagement, c'est l'hiver.",
      "J'ai été blessée quand tu as dit ça devant tes potes.",
    ]);
    expectScreened(true, [
      'My stepdad molested my daughter.',
      'Er wirft Sachen nach mir, wenn er getrunken hat.',
      "J'ai peur de lui quand il boit.",
      'Il me fait peur quand il crie.',
    ]);
  });

  // The model's narrow veto (verdict.ts): a soft rule's medium hit on a confident look-alike.
  it('lets the model veto a soft rule on a confident look-alike, never on a disclosure', () => {
    expectScreened(false, [
      '加班加到想死，今天十二点才到家，不是冲他发火',
      'Soy enfermera de urgencias, hoy tuvimos un intento de suicidio de una chica de 17 y vengo tocada.',
      'Mein Bruder hatte 2018 einen Suizidversuch. Heute ist er verheiratet und glücklich.',
    ]);
    expectScreened(true, [
      // Short explicit statements score below zero on words alone.
      'I want to kill myself',
      'Me quiero matar',
      'Je veux mourir',
      'Ich will mich umbringen',
      '我想自杀',
      'il surveille mon téléphone',
      '他打我',
      // Said in passing inside ordinary talk: the whole message scores far below zero.
      'Bueno, el finde bien, fuimos a la playa, comimos paella. Yo sigo pensando en matarme casi todos los días, pero bueno. ¿Qué ejercicio toca?',
      '沟通比之前好多了真的。虽然周四他因为我回来晚了打了我一顿，但之后他一直对我很好。',
      'La communication va mieux. Bon, jeudi il m’a frappée parce que je suis rentrée tard, mais depuis il est adorable.',
    ]);
  });
});

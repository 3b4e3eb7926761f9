import { describe, expect, it } from 'vitest';

import { findFeeling, goalClause, viewClause } from './analysis';
import type { FeelingId } from './phrases';

// Issue 14: "…even though your feet hurt" became "you're feeling hurt". A feeling word counts as
// the writer's own only when they say it of themselves.

const OWN: Readonly<Record<string, readonly (readonly [string, FeelingId])[]>> = {
  english: [
    ['I feel hurt when you ignore me.', 'hurt'],
    ["I'm exhausted after work.", 'tired'],
    ['Money stresses me out, honestly.', 'stressed'],
    ['You never listen to me.', 'unheard'],
    ['So tired lately.', 'tired'],
    ['You make me so angry.', 'angry'],
    ["I'm not really that angry, just tired.", 'tired'],
    ['We keep drifting apart.', 'disconnected'],
    ["It's been so lonely since the move.", 'lonely'],
  ],
  spanish: [
    ['Me siento sola por las noches.', 'lonely'],
    ['Llego agotado del trabajo.', 'tired'],
    ['He estado muy cansada.', 'tired'],
    ['Nos sentimos distanciados.', 'disconnected'],
  ],
  french: [
    ['Je me sens seule le soir.', 'lonely'],
    ['Je rentre épuisé du travail.', 'tired'],
    ['Tu m’as blessée.', 'hurt'],
  ],
  german: [
    ['Ich fühle mich einsam.', 'lonely'],
    ['Ich bin nach der Arbeit erschöpft.', 'tired'],
    ['Du hast mich verletzt.', 'hurt'],
  ],
  mandarin: [
    ['我很累。', 'tired'],
    ['晚上我觉得很孤独。', 'lonely'],
    ['你让我很生气。', 'angry'],
    ['好累啊。', 'tired'],
  ],
};

const NOT_OWN: Readonly<Record<string, readonly string[]>> = {
  english: [
    'I loved that you cooked even though your feet hurt.',
    'It hurt him a lot.',
    'That was a hurtful comment.',
    'You feel lonely sometimes, I know.',
    "I'm not angry.",
    'Are you angry?',
    'I never listen to him, I admit it.',
    'Jordan is exhausted.',
    'I hurt you and I am sorry.',
    "I feel like you're always angry.",
    'My mom is always angry.',
    'I want you to be happy.',
    "He's stressed and exhausted.",
  ],
  spanish: [
    'Me encantó que cocinaras aunque te dolían los pies.',
    'Él está agotado.',
    '¿Estás enfadada conmigo?',
    'No estoy enfadado.',
  ],
  french: [
    'Tu es fatiguée, je le vois.',
    'Il est blessé.',
    'Je t’ai blessé.',
    'Je ne suis pas en colère.',
  ],
  german: [
    'Du bist müde, das sehe ich.',
    'Bist du traurig?',
    'Er ist wütend auf mich.',
    'Ich habe dich verletzt.',
  ],
  mandarin: ['你很累吗？', '他很生气。', '你的脚受伤了。', '我没有生气。', '我让你很生气。'],
};

describe('a feeling counts only when the writer says it of themselves', () => {
  for (const [language, cases] of Object.entries(OWN)) {
    it.each(cases)(`${language}: %j is the writer's own %s`, (text, feeling) => {
      expect(findFeeling(text)?.feeling).toBe(feeling);
    });
  }
  for (const [language, cases] of Object.entries(NOT_OWN)) {
    it.each(cases)(`${language}: %j is not a feeling of the writer`, (text) => {
      expect(findFeeling(text)).toBeUndefined();
    });
  }
});

describe('the goal clause of an answer', () => {
  it.each([
    [
      'My goal is to ask about your day before talking about mine, because you never ask about mine.',
      'My goal is to ask about your day before talking about mine',
    ],
    ['Honestly, after all this, I will cook on Sundays.', 'I will cook on Sundays'],
    [
      'You never listen. My goal: put my phone away at dinner.',
      'My goal: put my phone away at dinner',
    ],
    [
      'Why do I always have to start? I want to walk with you on Sundays.',
      'I want to walk with you on Sundays',
    ],
    ['Walks on Sunday.', 'Walks on Sunday'],
    [
      'Mi objetivo es cenar juntos tres noches por semana, porque nunca estás.',
      'Mi objetivo es cenar juntos tres noches por semana',
    ],
    [
      'Tu ne m’écoutes jamais. Je vais poser mon téléphone pendant le dîner.',
      'Je vais poser mon téléphone pendant le dîner',
    ],
    [
      'Du hörst mir nie zu. Ich werde jeden Abend nach deinem Tag fragen.',
      'Ich werde jeden Abend nach deinem Tag fragen',
    ],
    ['你总是玩手机。我的目标是每天晚饭后聊十分钟。', '我的目标是每天晚饭后聊十分钟'],
  ])('%j → %j', (answer, goal) => {
    expect(goalClause(answer)).toBe(goal);
  });

  it.each([
    'idk',
    'ok',
    'You are so selfish.',
    'Oh great, another lecture. You are so dramatic.',
    'What would that even look like?',
    'Eres un egoísta.',
  ])('%j sets no goal', (answer) => {
    expect(goalClause(answer)).toBeUndefined();
  });
});

describe('the view in an answer', () => {
  it('quotes the calm clause, never the attack, the defence or the question', () => {
    expect(
      viewClause('You are always late. I feel alone at dinner. Why is it always my fault?'),
    ).toBe('I feel alone at dinner');
    expect(viewClause('Él siempre llega tarde y nunca avisa, es un egoísta.')).toBeUndefined();
    expect(viewClause("That's not true. It's not my fault.")).toBeUndefined();
  });
});

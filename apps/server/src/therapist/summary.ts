// The summary written when a session ends (issue 14: "View Summary" and memory across sessions):
// pure, from the partners' answers to the program's steps — never from the rest of the chat.

import type { SessionSummary } from '@kindred/shared/sessions';
import type { TherapistLanguage } from '@kindred/shared/therapist-style';

import { detectHorsemen } from './horsemen';
import type { StepId } from './phrases';
import { type ProgramKind, programFor } from './program';

type L10n = Readonly<Record<TherapistLanguage, string>>;

const PROGRAM_TITLES: Readonly<Record<ProgramKind, L10n>> = {
  assessment: {
    english: 'Assessment and goal setting',
    spanish: 'Evaluación y objetivos',
    french: 'Bilan et objectifs',
    german: 'Bestandsaufnahme und Ziele',
    mandarin: '评估与目标设定',
  },
  communication: {
    english: 'Communication skills and the Four Horsemen',
    spanish: 'Comunicación y los cuatro jinetes',
    french: 'Communication et les quatre cavaliers',
    german: 'Kommunikation und die vier apokalyptischen Reiter',
    mandarin: '沟通技巧与“四骑士”',
  },
  generic: {
    english: 'Building on your goals',
    spanish: 'Avanzar hacia vuestros objetivos',
    french: 'Avancer vers vos objectifs',
    german: 'Weiter an euren Zielen arbeiten',
    mandarin: '朝着你们的目标前进',
  },
};

const STEP_TITLES: Readonly<Record<StepId, L10n>> = {
  's1-hopes': {
    english: 'What brought you here and what you hope for',
    spanish: 'Qué os trajo aquí y qué esperáis',
    french: 'Ce qui vous amène et ce que vous espérez',
    german: 'Was euch herführt und was ihr euch erhofft',
    mandarin: '来这里的原因和期望',
  },
  's1-strengths': {
    english: 'What is working well',
    spanish: 'Lo que funciona bien',
    french: 'Ce qui fonctionne bien',
    german: 'Was gut läuft',
    mandarin: '关系中好的地方',
  },
  's1-difficulty': {
    english: 'The main recurring difficulty',
    spanish: 'La principal dificultad recurrente',
    french: 'La principale difficulté récurrente',
    german: 'Die wichtigste wiederkehrende Schwierigkeit',
    mandarin: '反复出现的主要困难',
  },
  's1-conflict': {
    english: 'How each of you experiences conflict',
    spanish: 'Cómo vive cada uno los conflictos',
    french: 'Comment chacun vit les conflits',
    german: 'Wie jeder von euch Konflikte erlebt',
    mandarin: '各自如何经历冲突',
  },
  's1-goals': {
    english: 'One goal each',
    spanish: 'Un objetivo cada uno',
    french: 'Un objectif chacun',
    german: 'Je ein Ziel',
    mandarin: '每人一个目标',
  },
  's1-summary': {
    english: 'Summary and agreement',
    spanish: 'Resumen y acuerdo',
    french: 'Résumé et accord',
    german: 'Zusammenfassung und Vereinbarung',
    mandarin: '总结与共识',
  },
  's2-horsemen': {
    english: 'Recognising the Four Horsemen',
    spanish: 'Reconocer los cuatro jinetes',
    french: 'Reconnaître les quatre cavaliers',
    german: 'Die vier Reiter erkennen',
    mandarin: '认识“四骑士”',
  },
  's2-gentle-startup': {
    english: 'A gentle start-up',
    spanish: 'Empezar con suavidad',
    french: 'Un démarrage en douceur',
    german: 'Ein sanfter Einstieg',
    mandarin: '温和地开启话题',
  },
  's2-appreciation': {
    english: 'Appreciation and fondness',
    spanish: 'Aprecio y cariño',
    french: 'Appréciation et tendresse',
    german: 'Wertschätzung und Zuneigung',
    mandarin: '欣赏与喜爱',
  },
  's2-responsibility': {
    english: 'Taking responsibility',
    spanish: 'Asumir la propia parte',
    french: 'Prendre sa part de responsabilité',
    german: 'Verantwortung übernehmen',
    mandarin: '承担责任',
  },
  's2-break': {
    english: 'Taking a break and coming back',
    spanish: 'Hacer una pausa y volver',
    french: 'Faire une pause et revenir',
    german: 'Eine Pause machen und zurückkommen',
    mandarin: '暂停一下再回来',
  },
  's2-close': {
    english: 'The antidote to practise this week',
    spanish: 'El antídoto para practicar esta semana',
    french: 'L’antidote à pratiquer cette semaine',
    german: 'Das Gegenmittel für diese Woche',
    mandarin: '本周要练习的解药',
  },
  'g-checkin': {
    english: 'Check-in on your goals and last practice',
    spanish: 'Repaso de los objetivos y la última práctica',
    french: 'Point sur vos objectifs et la dernière pratique',
    german: 'Rückblick auf Ziele und die letzte Übung',
    mandarin: '回顾目标和上次的练习',
  },
  'g-topic': {
    english: 'A topic you chose',
    spanish: 'Un tema elegido por vosotros',
    french: 'Un sujet que vous avez choisi',
    german: 'Ein Thema eurer Wahl',
    mandarin: '你们选择的话题',
  },
  'g-views': {
    english: 'Both of your views',
    spanish: 'El punto de vista de cada uno',
    french: 'Le point de vue de chacun',
    german: 'Eure beiden Sichtweisen',
    mandarin: '双方的看法',
  },
  'g-step': {
    english: 'One small step each',
    spanish: 'Un pequeño paso cada uno',
    french: 'Un petit pas chacun',
    german: 'Je ein kleiner Schritt',
    mandarin: '每人一小步',
  },
  'g-close': {
    english: 'Closing',
    spanish: 'Cierre',
    french: 'Clôture',
    german: 'Abschluss',
    mandarin: '收尾',
  },
};

const WEEK_PRACTICE: Readonly<Record<ProgramKind, L10n>> = {
  assessment: {
    english:
      'Once a day, notice one thing your partner does that helps you towards your goal, and tell them.',
    spanish:
      'Una vez al día, fijaos en algo que hace el otro y que os acerca a vuestro objetivo, y decídselo.',
    french:
      'Une fois par jour, remarquez une chose que l’autre fait et qui vous rapproche de votre objectif, et dites-la-lui.',
    german:
      'Achtet einmal am Tag auf etwas, das der andere tut und das euch eurem Ziel näherbringt, und sagt es ihm.',
    mandarin: '每天留意一件对方做的、帮助你接近目标的小事，并告诉对方。',
  },
  communication: {
    english:
      'Once a day, use the antidote you chose — a gentle start-up, an appreciation, owning your part or a 20-minute break — and at the end of the week tell each other how it went.',
    spanish:
      'Una vez al día, usad el antídoto que elegisteis —empezar con suavidad, un aprecio, asumir vuestra parte o una pausa de 20 minutos— y al final de la semana contaos cómo fue.',
    french:
      'Une fois par jour, utilisez l’antidote choisi — un démarrage en douceur, une appréciation, reconnaître votre part ou une pause de 20 minutes — et en fin de semaine, racontez-vous comment cela s’est passé.',
    german:
      'Nutzt einmal am Tag das Gegenmittel, das ihr gewählt habt – einen sanften Einstieg, eine Wertschätzung, euren Anteil übernehmen oder eine Pause von 20 Minuten – und erzählt euch am Ende der Woche, wie es lief.',
    mandarin:
      '每天使用一次你们选择的解药——温和开启、表达欣赏、承担自己的部分或暂停20分钟——周末时互相说说效果如何。',
  },
  generic: {
    english:
      'Take the small step each of you named, and check in with each other about it in a few days.',
    spanish: 'Dad el pequeño paso que cada uno nombró y comentadlo juntos dentro de unos días.',
    french:
      'Faites le petit pas que chacun a nommé, et faites le point ensemble dans quelques jours.',
    german:
      'Geht den kleinen Schritt, den jeder genannt hat, und sprecht in ein paar Tagen darüber.',
    mandarin: '迈出各自说好的那一小步，过几天一起聊聊进展。',
  },
};

/** The step whose answers are each partner's goals or commitments, per program. */
const GOAL_STEP: Readonly<Record<ProgramKind, StepId>> = {
  assessment: 's1-goals',
  communication: 's2-close',
  generic: 'g-step',
};

const GOAL_MAX_CHARS = 240;

/**
 * A partner's answer as a goal in their own words: its sentences that are neither questions nor
 * criticism or contempt of the other (an attack is not a goal), at most a few lines.
 */
export function goalWords(answer: string): string {
  const sentences = answer
    .split(/(?<=[.!?。！？])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const kept = sentences.filter(
    (s) =>
      !/[?？]$/u.test(s) &&
      !detectHorsemen(s).some((h) => h.horseman === 'criticism' || h.horseman === 'contempt'),
  );
  const text = kept.join(' ');
  return text.length <= GOAL_MAX_CHARS ? text : `${text.slice(0, GOAL_MAX_CHARS - 1).trimEnd()}…`;
}

export interface SummaryInput {
  sessionNumber: number;
  language: TherapistLanguage;
  names: { partnerA: string; partnerB: string };
  /** How many steps the therapist asked. */
  stepsAsked: number;
  /** What each partner answered to each step asked, by index. */
  stepAnswers: Readonly<Record<number, Partial<Record<'partnerA' | 'partnerB', string>>>>;
}

export function buildSessionSummary(input: SummaryInput): SessionSummary {
  const program = programFor(input.sessionNumber);
  const reached = program.steps.slice(0, Math.min(input.stepsAsked, program.steps.length));
  const goalIndex = program.steps.findIndex((s) => s.id === GOAL_STEP[program.kind]);
  const answers = input.stepAnswers[goalIndex] ?? {};
  const goals: SessionSummary['goals'] = [];
  for (const author of ['partnerA', 'partnerB'] as const) {
    const text = answers[author] ? goalWords(answers[author]) : '';
    if (text) goals.push({ author, name: input.names[author], text });
  }
  return {
    title: PROGRAM_TITLES[program.kind][input.language],
    goals,
    practised: reached.map((s) => STEP_TITLES[s.id][input.language]),
    practice: WEEK_PRACTICE[program.kind][input.language],
    steps_reached: reached.length,
    steps_total: program.steps.length,
  };
}

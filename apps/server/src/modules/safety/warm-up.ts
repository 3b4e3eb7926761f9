import { screenMessages } from './verdict';

/**
 * Lines like a session's, in the five languages, to run the screen on before the server takes
 * traffic: with one screen only, the first thirty real messages cost 42 ms of screening between
 * them (up to 9 ms one) against 9.5 ms once the matching code has run on varied text a hundred
 * times (docs/performance.md). Two of them are disclosures, so that the flagging path has run too.
 */
export const WARM_UP_LINES = [
  'I felt ignored when you were on your phone all through dinner last night.',
  'Honestly I think we both want the same thing, we just say it differently.',
  'Can we talk about the weekend plans with your parents before Friday?',
  'I keep thinking about ending it all, I have the pills saved up.',
  'Me dolió que no me preguntaras cómo me fue en la entrevista.',
  'Creo que necesitamos más tiempo juntos sin los niños, aunque sea una noche.',
  "J'ai l'impression de tout porter seule à la maison depuis la naissance.",
  'Quand tu rentres tard sans prévenir, je m’inquiète et après je m’énerve.',
  'Ich wünsche mir, dass wir am Sonntag wieder zusammen kochen.',
  'Wenn du die Tür zuknallst, fühle ich mich total hilflos.',
  'Er hat mich gestern gewürgt, bis ich keine Luft mehr bekam.',
  '我觉得你最近工作太忙了，我们很少好好说话。',
  '周末我想跟你一起去看我妈妈，你愿意吗？',
  '他每次生气都不说话，我不知道该怎么办。',
];

/** Screens varied lines, each with the three before it, `rounds` times over. */
export function warmUpScreen(rounds = 8): void {
  for (let round = 0; round < rounds; round += 1) {
    WARM_UP_LINES.forEach((line, i) => {
      screenMessages(WARM_UP_LINES.slice(Math.max(0, i - 3), i), line);
    });
  }
}

// The built-in facilitator: deterministic, program-driven, no LLM, so Kindred runs with no
// account and no network.
//
// A reply is assembled from the phrase book in this order:
//   1. reflection of what each partner said, by name, in their own key words (or, on the
//      program's last step, a summary of the session);
//   2. a gentle note on any of the Four Horsemen in the turn, with its antidote and a rephrasing;
//   3. an inside joke, if one of the couple's phrases came up;
//   4. for detailed replies, a short explanation of the idea behind the step;
//   5. a nudge (directness), the session intro on the first reply, and the program's ONE question
//      with who answers first.
// Style: empathy picks the reflection and validation, directness the nudge and how the first
// speaker is invited, message length which parts appear, emojis one or two, formal the register.

import { personaOf } from '@kindred/shared/therapist-style';

import type { Said } from './analysis';
import { analyse, goalClause, POSITIVE_FEELINGS, viewClause } from './analysis';
import { SaidBefore } from './fresh';
import type { Horseman } from './horsemen';
import {
  type ExampleId,
  type FeelingId,
  type Localized,
  type PhraseKey,
  Phrasebook,
  STEP_LEARN,
  STEP_REASK,
  type StepId,
  type TopicId,
} from './phrases';
import { currentStep, type ProgramStep, programFor, type SessionProgram } from './program';
import type { GenerateOptions, TherapistContext, TherapistProvider, TurnMessage } from './types';

type Partner = 'partnerA' | 'partnerB';
type Length = 'brief' | 'medium' | 'detailed';

const STEP_EMOJI: Readonly<Record<StepId, string>> = {
  's1-hopes': '🌱',
  's1-strengths': '🌟',
  's1-difficulty': '🧭',
  's1-conflict': '🧭',
  's1-goals': '🎯',
  's1-summary': '🙌',
  's2-horsemen': '🧭',
  's2-gentle-startup': '🕊️',
  's2-appreciation': '💐',
  's2-responsibility': '🤝',
  's2-break': '🌿',
  's2-close': '🙌',
  'g-checkin': '🌱',
  'g-topic': '🧭',
  'g-views': '👂',
  'g-step': '👣',
  'g-close': '🙌',
};

/** FNV-1a: a stable seed from the turn, so the same input always picks the same variants. */
function seedOf(context: TherapistContext): number {
  const input = [
    context.sessionNumber,
    context.stepsAsked,
    ...context.turn.map((m) => m.content),
  ].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const lengthOf = (messageLength: number): Length =>
  messageLength < 4 ? 'brief' : messageLength > 7 ? 'detailed' : 'medium';

const nameOf = (context: TherapistContext, partner: Partner) =>
  partner === 'partnerA' ? context.partnerA.name : context.partnerB.name;

/** The turn's two messages as partnerA's and partnerB's (turn order if the authors are odd). */
function partnersOf(context: TherapistContext): [TurnMessage, Partner][] {
  const [first, second] = context.turn;
  if (!second) return [[first, first.author === 'partnerB' ? 'partnerB' : 'partnerA']];
  const authorOf = (m: TurnMessage, fallback: Partner): Partner =>
    m.author === 'partnerA' || m.author === 'partnerB' ? m.author : fallback;
  const a = authorOf(first, 'partnerA');
  const b = authorOf(second, a === 'partnerA' ? 'partnerB' : 'partnerA');
  return [
    [first, a],
    [second, b === a ? (a === 'partnerA' ? 'partnerB' : 'partnerA') : b],
  ];
}

/**
 * What each partner answered to step `stepIndex`: the partner messages between the therapist
 * reply that asked it and the next therapist message (the turn, for the step just asked).
 */
function answersTo(context: TherapistContext, stepIndex: number): Partial<Record<Partner, Said>> {
  const found: Partial<Record<Partner, Said>> = {};
  // The server gives each step's answers (program state in the database); contexts without them
  // fall back to counting the therapist's messages in the history.
  const given = context.stepAnswers[stepIndex];
  if (given) {
    for (const partner of ['partnerA', 'partnerB'] as const) {
      const content = given[partner];
      if (content)
        found[partner] = analyse(
          { author: partner, name: nameOf(context, partner), content, timestamp: '' },
          partner,
        );
    }
    return found;
  }
  if (stepIndex === context.stepsAsked - 1) {
    for (const [message, partner] of partnersOf(context))
      found[partner] = analyse({ ...message, name: nameOf(context, partner) }, partner);
    return found;
  }
  const therapist = context.history.flatMap((m, i) => (m.author === 'therapist' ? [i] : []));
  // Messages from the therapist that are not replies (the welcome) come first.
  const offset = Math.max(0, therapist.length - context.stepsAsked);
  const start = therapist[offset + stepIndex];
  if (start === undefined) return found;
  const end = therapist[offset + stepIndex + 1] ?? context.history.length;
  for (const message of context.history.slice(start + 1, end)) {
    if (message.author === 'partnerA' || message.author === 'partnerB')
      found[message.author] = analyse(
        { ...message, name: nameOf(context, message.author) },
        message.author,
      );
  }
  return found;
}

class Composer {
  private readonly L: Phrasebook;
  private readonly length: Length;
  private readonly seed: number;
  private readonly program: SessionProgram;
  private readonly step: ProgramStep;
  private readonly index: number;
  private readonly closing: boolean;
  private readonly beyond: boolean;
  private readonly said: Said[];

  constructor(private readonly context: TherapistContext) {
    const { style } = context;
    this.L = new Phrasebook(style.language, style.formalLanguage);
    this.length = lengthOf(style.messageLength);
    this.seed = seedOf(context);
    this.program = programFor(context.sessionNumber);
    const at = currentStep(this.program, context.stepsAsked);
    this.step = at.step;
    this.index = at.index;
    this.closing = at.isLast && !at.beyond;
    this.beyond = at.beyond;
    this.said = partnersOf(context).map(([message, partner]) =>
      analyse({ ...message, name: nameOf(context, partner) }, partner),
    );
  }

  /** The couple's persona, who speaks (it introduces itself by name, as an AI). */
  private get therapistName(): string {
    return personaOf(this.context.style.personaId).name;
  }

  private get style() {
    return this.context.style;
  }

  /** The phrase book minding what has been said in this session (set by `compose`). */
  private voice!: Voice;

  private quote(text: string) {
    return this.L.quote(text);
  }

  compose(): string {
    this.voice = new Voice(this.L, new SaidBefore(this.context.history));
    const paragraphs: string[][] = [];
    const emoji = this.style.usesEmojis;
    // Mandarin sets no space before an emoji after its full stop.
    const withEmoji = (text: string, symbol: string) =>
      `${text}${this.style.language === 'mandarin' ? '' : ' '}${symbol}`;

    // 1. Reflection (or the session summary on the last step), validation, a nudge.
    const opening = this.closing ? this.summary() : this.reflection();
    const validation = this.closing ? undefined : this.validation();
    const joke = this.length === 'brief' ? undefined : this.joke();
    if (validation) {
      // Two emojis at most: the step's at the end, and one for warmth unless a joke takes it.
      opening.push(
        validation.warm && emoji && !joke ? withEmoji(validation.text, '💛') : validation.text,
      );
    }
    const nudge = this.length === 'brief' ? undefined : this.nudge();
    if (nudge) opening.push(nudge);
    paragraphs.push(opening);

    // 2. The Four Horsemen: one paragraph per partner, or one short one in brief replies.
    const notes = this.horsemenNotes();
    if (this.length === 'brief' && notes.length > 0) paragraphs.push(notes.flat());
    else paragraphs.push(...notes);

    // 3. An inside joke that came up.
    if (joke) paragraphs.push([emoji ? withEmoji(joke, '😄') : joke]);

    // 4. The idea behind the step (once a session).
    if (this.length === 'detailed' && !this.beyond) {
      const learn = this.voice.text(STEP_LEARN[this.step.id]);
      if (learn) paragraphs.push([learn]);
    }

    // 5. Intro, the question and who answers first (or the wrap-up).
    const last = this.closingParagraph();
    if (emoji && last.length > 0)
      last[last.length - 1] = withEmoji(
        last[last.length - 1]!,
        this.beyond ? '🙏' : STEP_EMOJI[this.step.id],
      );
    paragraphs.push(last);

    const text = paragraphs
      .filter((p) => p.length > 0)
      .map((p) => this.L.sentences(p))
      .join('\n\n');
    // Only after the program, with every wrap-up and reflection said already: say it again
    // rather than nothing.
    return text || this.L.t('wrapup');
  }

  // --- 1. Reflection ------------------------------------------------------------------------

  private reflection(): string[] {
    const [first, second] = this.said as [Said, Said];
    if (first.kind === 'greeting' && second.kind === 'greeting') {
      const [a, b] = first.author === 'partnerA' ? [first, second] : [second, first];
      const both = this.voice.say('reflect.greetingBoth', { a: a.name, b: b.name });
      if (both) return [both];
    }
    const answered = new Set<string>();
    const sentences = this.said.flatMap((said, i) => this.reflect(said, i, answered));
    const shared = this.sharedTopic();
    if (shared && this.length !== 'brief' && this.style.empathy > 4) {
      const link = this.voice.say('link.topic', { topic: this.L.topic(shared) });
      if (link) sentences.push(link);
    }
    return sentences;
  }

  /**
   * One partner's words reflected back: the feeling they said is theirs, or their words. Each
   * kind has fallbacks, so the same words said twice are reflected differently (or not again).
   */
  private reflect(said: Said, position: number, answered: Set<string>): string[] {
    const vars = { name: said.name, q: this.quote(said.quote) };
    const pick = this.seed + position;
    // Short answers take the session's next wording; what a partner wrote, a varied one.
    const turnWise = this.repliesSoFar() + position;
    const factual = this.style.empathy <= 4;
    const plain: PhraseKey[] = ['reflect.plain', 'reflect.factual'];
    const one = (
      keys: readonly PhraseKey[],
      extra: Readonly<Record<string, string>> = {},
      from = turnWise,
    ) => {
      const text = this.voice.sayAny(keys, { ...vars, ...extra }, from);
      return text ? [text] : [];
    };
    switch (said.kind) {
      case 'greeting':
        return one(['reflect.greeting', 'reflect.factual']);
      case 'unsure':
        return one(
          factual ? ['reflect.factual', 'reflect.unsure'] : ['reflect.unsure', 'reflect.factual'],
        );
      case 'agree':
        return one(
          this.closing
            ? ['reflect.yes', 'reflect.short', 'reflect.factual']
            : ['reflect.short', 'reflect.factual'],
        );
      case 'short':
        return one(
          factual ? ['reflect.factual', 'reflect.short'] : ['reflect.short', 'reflect.factual'],
        );
      case 'question': {
        const asked = one(['reflect.question', 'reflect.factual']);
        const key: PhraseKey =
          said.questionKind === 'ai'
            ? 'answer.ai'
            : said.questionKind === 'normal'
              ? 'answer.normal'
              : this.closing || this.beyond
                ? 'answer.other'
                : 'answer.advice';
        // Both asked the same kind of question: one answer serves both.
        if (answered.has(key)) return asked;
        answered.add(key);
        const answer = this.voice.say(key, { therapist: this.therapistName }, this.repliesSoFar());
        return answer ? [...asked, answer] : asked;
      }
      default:
        if (factual) return one(['reflect.factual', 'reflect.plain'], {}, pick);
        if (said.mentions && this.answeringRecognition()) {
          const before = this.said.slice(0, position).some((s) => s.mentions);
          return one(
            before
              ? ['reflect.recognisesToo', 'reflect.recognises', ...plain]
              : ['reflect.recognises', 'reflect.recognisesToo', ...plain],
            { horseman: this.L.horseman(said.mentions) },
            pick,
          );
        }
        // Every clause attacks or defends: reflect the feeling under it, not the words; if none
        // was said, wonder about the one that usually drives that horseman.
        if (said.quoteShowsHorseman) {
          if (said.feeling)
            return one(
              ['reflect.underneath', 'reflect.wonder', ...plain],
              { feeling: this.L.feeling(said.feeling) },
              pick,
            );
          const under = FEELING_UNDER[mainHorseman(said)!.horseman];
          return one(['reflect.wonder', ...plain], { feeling: this.L.feeling(under) }, pick);
        }
        // The feeling is the writer's own (analysis.ts): said of themselves, not of the other.
        if (said.feeling && said.feelingNamed)
          return one(
            [
              POSITIVE_FEELINGS.has(said.feeling) ? 'reflect.namedGood' : 'reflect.namedHard',
              ...plain,
            ],
            {},
            pick,
          );
        if (said.feeling)
          return one(
            [
              POSITIVE_FEELINGS.has(said.feeling) ? 'reflect.feelingGood' : 'reflect.feeling',
              ...plain,
            ],
            { feeling: this.L.feeling(said.feeling) },
            pick,
          );
        return one(plain, {}, pick);
    }
  }

  /** The therapist's replies so far in this session (its first message, the welcome, aside). */
  private repliesSoFar(): number {
    return Math.max(0, this.context.history.filter((m) => m.author === 'therapist').length - 1);
  }

  /** Session 2, the turn answering "which of the four do you recognise in yourself?". */
  private answeringRecognition(): boolean {
    return (
      this.program.kind === 'communication' &&
      this.context.stepsAsked - 1 === this.stepIndex('s2-horsemen')
    );
  }

  /** Both partners said something warm (appreciation, closeness, hope). */
  private allPositive(): boolean {
    return this.said.every(
      (s) => s.kind === 'statement' && s.feeling !== undefined && POSITIVE_FEELINGS.has(s.feeling),
    );
  }

  /** A partner said a hard feeling of their own ("I feel lonely", "I'm exhausted"). */
  private hardFeeling(): boolean {
    return this.said.some(
      (s) => s.kind === 'statement' && s.feeling !== undefined && !POSITIVE_FEELINGS.has(s.feeling),
    );
  }

  private sharedTopic(): TopicId | undefined {
    const [first, second] = this.said as [Said, Said];
    return first.topics.find((t) => second.topics.includes(t));
  }

  /**
   * A validating sentence, only when there is something to validate: tension, warmth, or a
   * hard feeling said. Never the same one twice in a session.
   */
  private validation(): { text: string; warm: boolean } | undefined {
    if (this.length === 'brief') return undefined;
    if (this.said.every((s) => s.kind === 'greeting')) return undefined;
    // Owning a horseman has just been thanked for; thanking again would ring hollow.
    if (this.answeringRecognition() && this.said.some((s) => s.mentions)) return undefined;
    const tense = this.said.some((s) => s.horsemen.length > 0);
    // The generic ones start from a varied wording, the specific ones from their first.
    const say = (key: PhraseKey, warm: boolean, from = 0) => {
      const text = this.voice.say(key, {}, from);
      return text ? { text, warm } : undefined;
    };
    if (this.style.empathy > 7) {
      if (tense) return say('validate.tense', false);
      if (this.allPositive()) return say('validate.warm', true);
      if (this.hardFeeling()) return say('validate.high', true, this.seed);
      return undefined;
    }
    if (this.style.empathy > 4 && (tense || this.hardFeeling()))
      return say('validate.moderate', false, this.seed);
    return undefined;
  }

  // --- 1'. Summary on the last step ---------------------------------------------------------

  /**
   * The session brought together from what each partner answered to the program's steps: their
   * goals (or commitments) trimmed to the goal clause, their view of the difficulty or topic —
   * never a question, and never words that criticise or mock the other.
   */
  private summary(): string[] {
    const L = this.L;
    const a = this.context.partnerA.name;
    const b = this.context.partnerB.name;
    /** Each partner's words for the line, or undefined where there are none to show. */
    const wordsOf = (said: Said | undefined, kind: 'goal' | 'view') => {
      if (!said) return undefined;
      const words = kind === 'goal' ? goalClause(said.content) : viewClause(said.content);
      if (words) return this.quote(words);
      // Only an attack or a question: name what it was about, not the words.
      const topic = kind === 'view' ? said.topics[0] : undefined;
      return topic ? L.topic(topic) : undefined;
    };
    const pair = (answers: Partial<Record<Partner, Said>>) => ({
      a,
      b,
      qa: wordsOf(answers.partnerA, 'goal') ?? L.t('stillOpen'),
      qb: wordsOf(answers.partnerB, 'goal') ?? L.t('stillOpen'),
    });
    /** A view line (the difficulty, the topic): both views, the one given, or none. */
    const view = (
      answers: Partial<Record<Partner, Said>>,
      both: PhraseKey,
      one: PhraseKey,
    ): string | undefined => {
      const qa = wordsOf(answers.partnerA, 'view');
      const qb = wordsOf(answers.partnerB, 'view');
      if (qa && qb) return this.voice.say(both, { a, b, qa, qb });
      if (qa ?? qb) return this.voice.say(one, { name: qa ? a : b, q: (qa ?? qb)! });
      return undefined;
    };
    const brief = this.length === 'brief';
    const lines: (string | undefined)[] = brief ? [] : [this.voice.say('summary.open')];
    const turn = answersTo(this.context, this.context.stepsAsked - 1);

    switch (this.program.kind) {
      case 'assessment':
        if (!brief)
          lines.push(
            view(
              answersTo(this.context, this.stepIndex('s1-difficulty')),
              'summary.difficulty',
              'summary.difficultyOne',
            ),
          );
        lines.push(this.voice.say('summary.goals', pair(turn)));
        break;
      case 'communication':
        if (!brief) lines.push(this.voice.say('summary.communication'));
        lines.push(this.voice.say('summary.break', pair(turn)));
        break;
      default:
        if (!brief)
          lines.push(
            view(
              answersTo(this.context, this.stepIndex('g-topic')),
              'summary.topic',
              'summary.topicOne',
            ),
          );
        lines.push(this.voice.say('summary.steps', pair(turn)));
    }
    return lines.filter((line): line is string => line !== undefined);
  }

  private stepIndex(id: StepId): number {
    return this.program.steps.findIndex((s) => s.id === id);
  }

  // --- 2. The Four Horsemen -----------------------------------------------------------------

  private horsemenNotes(): string[][] {
    const notes: string[][] = [];
    let previous: Horseman | undefined;
    for (const said of this.said) {
      const finding = mainHorseman(said);
      // Naming one's own pattern when asked to is insight, not a horseman in action.
      if (!finding || (said.mentions && this.answeringRecognition())) continue;
      const id = finding.horseman;
      const vars = {
        name: said.name,
        q: this.quote(said.horsemanQuotes[id] ?? finding.match),
        horseman: this.L.horseman(id),
      };
      if (this.length === 'brief') {
        const note = this.voice.say('horseman.brief', {
          ...vars,
          antidote: this.L.antidote(id, 'short'),
        });
        if (note) notes.push([note]);
      } else {
        const keys: PhraseKey[] =
          previous === undefined
            ? ['horseman.note', 'horseman.noteAgain']
            : previous === id
              ? ['horseman.noteSame', 'horseman.noteAgain']
              : ['horseman.noteAgain', 'horseman.note'];
        const note = this.voice.sayAny(keys, { ...vars, antidote: this.L.antidote(id, 'long') });
        // The rephrasing is offered once a session for each example.
        const example = this.voice.say('horseman.try', {
          example: this.L.example(exampleFor(id, said)),
        });
        const paragraph = [note, example].filter((s): s is string => s !== undefined);
        if (paragraph.length > 0) notes.push(paragraph);
      }
      previous = id;
    }
    return notes;
  }

  // --- 3. Inside jokes ----------------------------------------------------------------------

  private joke(): string | undefined {
    const text = this.context.turn.map((m) => m.content.toLocaleLowerCase()).join('\n');
    const joke = this.context.insideJokes.find(
      (j) => j.phrase.trim().length > 1 && text.includes(j.phrase.trim().toLocaleLowerCase()),
    );
    if (!joke) return undefined;
    return this.voice.say('joke', {
      phrase: this.quote(joke.phrase.trim()),
      meaning: this.quote(joke.meaning.trim()),
    });
  }

  // --- 5. Nudge, intro, question ------------------------------------------------------------

  /** The goals of the last session that recorded some, by name, each trimmed to its goal. */
  private memory(): string | undefined {
    const last = [...this.context.earlierSessions].reverse().find((e) => e.goals?.length);
    if (!last?.goals) return undefined;
    const goals = last.goals.map((g) => `${g.name} — ${this.quote(goalClause(g.text) ?? g.text)}`);
    return this.voice.say('memory.goals', {
      goals: goals.join(this.style.language === 'mandarin' ? '；' : '; '),
    });
  }

  private closingParagraph(): string[] {
    const parts: string[] = [];
    const brief = this.length === 'brief';

    if (this.beyond) {
      const wrapup = this.voice.say('wrapup');
      return wrapup ? [wrapup] : [];
    }

    if (this.context.stepsAsked === 0) {
      const memory = this.memory();
      if (memory) parts.push(memory);
    }
    if (!brief && this.context.stepsAsked === 0) {
      const intro = this.intro();
      if (intro) parts.push(intro);
    }

    parts.push(this.voice.question(this.step));
    if (this.step.answeredBy === 'one-then-other') {
      const first = this.whoFirst();
      if (first) parts.push(first);
    }
    return parts;
  }

  private nudge(): string | undefined {
    const { directness } = this.style;
    if (directness <= 4) return undefined;
    if (this.said.every((s) => s.kind === 'greeting')) return undefined;
    const level = directness > 7 ? 'blunt' : 'mild';
    const hasHorseman = this.said.some((s) => s.horsemen.length > 0);
    // A mild word on the horsemen would only repeat the gentle notes that follow.
    if (hasHorseman) return level === 'blunt' ? this.voice.say('nudge.blunt.horseman') : undefined;
    if (this.closing || this.beyond) return undefined;
    const short = this.said.some((s) => ['short', 'unsure', 'agree'].includes(s.kind));
    const overlap =
      Boolean(this.sharedTopic()) || this.said.every((s) => s.feeling && s.kind === 'statement');
    // "Stay specific" only when someone spoke in "always" and "never": otherwise it is filler.
    const general = this.said.some((s) => s.kind === 'statement' && s.generalises);
    const kind = short
      ? 'short'
      : this.allPositive()
        ? 'positive'
        : overlap
          ? 'overlap'
          : general
            ? 'generic'
            : undefined;
    return kind ? this.voice.say(`nudge.${level}.${kind}`) : undefined;
  }

  private intro(): string | undefined {
    switch (this.program.kind) {
      case 'assessment':
        return this.voice.say('intro.assessment', { therapist: this.therapistName });
      case 'communication':
        return undefined; // the first question introduces the Four Horsemen itself
      default: {
        const last = this.context.earlierSessions[this.context.earlierSessions.length - 1];
        return last
          ? this.voice.say('intro.genericAfter', { n: String(last.sessionNumber) })
          : this.voice.say('intro.generic');
      }
    }
  }

  /** Alternate who starts; let the partner who said little wait while the other begins. */
  private whoFirst(): string | undefined {
    const quiet = (s: Said) => ['short', 'unsure', 'agree'].includes(s.kind);
    const quietOnes = this.said.filter(quiet);
    let first: Partner = this.index % 2 === 0 ? 'partnerA' : 'partnerB';
    let key: PhraseKey;
    if (quietOnes.length === 1) {
      first = quietOnes[0]!.author === 'partnerA' ? 'partnerB' : 'partnerA';
      key = 'first.waiting';
    } else {
      key =
        this.style.directness > 7
          ? 'first.direct'
          : this.style.directness > 4
            ? 'first.normal'
            : 'first.gentle';
    }
    const second: Partner = first === 'partnerA' ? 'partnerB' : 'partnerA';
    // The key's phrasings first, then the others': the invitation is never worded twice.
    const others = FIRST_KEYS.filter((k) => k !== key && k !== 'first.waiting');
    return this.voice.sayAny([key, ...others], {
      first: nameOf(this.context, first),
      second: nameOf(this.context, second),
    });
  }
}

const FIRST_KEYS: readonly PhraseKey[] = [
  'first.normal',
  'first.direct',
  'first.gentle',
  'first.waiting',
];

/**
 * The phrase book, minding what has been said in the session: a phrase is said in a wording
 * whose sentences are all new, or not at all.
 */
class Voice {
  constructor(
    private readonly L: Phrasebook,
    private readonly spoken: SaidBefore,
  ) {}

  /** The first wording of `key`, from variant `pick` on, not said yet in the session. */
  say(key: PhraseKey, vars: Readonly<Record<string, string>> = {}, pick = 0): string | undefined {
    const count = this.L.variants(key);
    for (let i = 0; i < count; i++) {
      const text = this.spoken.take(this.L.t(key, vars, pick + i));
      if (text) return text;
    }
    return undefined;
  }

  /** The first of the keys with a wording not said yet. */
  sayAny(
    keys: readonly PhraseKey[],
    vars: Readonly<Record<string, string>> = {},
    pick = 0,
  ): string | undefined {
    for (const key of keys) {
      const text = this.say(key, vars, pick);
      if (text) return text;
    }
    return undefined;
  }

  /** A fixed text (the idea behind a step), if not said yet. */
  text(entry: Localized): string | undefined {
    return this.spoken.take(this.L.localized(entry));
  }

  /**
   * A step's question: never left out, but asked again in other words (to one partner) when
   * it has been asked already; only when both wordings are used is it repeated.
   */
  question(step: ProgramStep): string {
    const asked = this.L.localized(step.question);
    const again = this.L.localized(STEP_REASK[step.id]);
    const text = this.spoken.take(asked) ?? this.spoken.take(again) ?? asked;
    this.spoken.add(text);
    return text;
  }

  /** The question still open, in words not used yet (undefined once both are used). */
  reask(step: ProgramStep): string | undefined {
    return (
      this.spoken.take(this.L.localized(step.question)) ??
      this.spoken.take(this.L.localized(STEP_REASK[step.id]))
    );
  }
}

/** Contempt first: of the four it does the most damage, so it is the one worth naming. */
const NAMING_ORDER: readonly Horseman[] = [
  'contempt',
  'criticism',
  'defensiveness',
  'stonewalling',
];

function mainHorseman(said: Said) {
  return [...said.horsemen].sort(
    (x, y) => NAMING_ORDER.indexOf(x.horseman) - NAMING_ORDER.indexOf(y.horseman),
  )[0];
}

/** The feeling that usually drives each horseman, offered tentatively when none was said. */
const FEELING_UNDER: Readonly<Record<Horseman, FeelingId>> = {
  criticism: 'frustrated',
  contempt: 'frustrated',
  defensiveness: 'criticized',
  stonewalling: 'overwhelmed',
};

function exampleFor(horseman: Horseman, said: Said): ExampleId {
  if (horseman !== 'criticism') return horseman;
  const topic = said.topics.find((t) => ['communication', 'chores', 'time', 'screens'].includes(t));
  return topic ? (`criticism.${topic}` as ExampleId) : 'criticism.default';
}

/**
 * One partner asked for a reply while the other has not written: reflect what they said, then
 * invite the other to the question still open, in words not used yet in the session. Nothing
 * new is asked (the step waits for both).
 */
function composeAlone(context: TherapistContext): string {
  const L = new Phrasebook(context.style.language, context.style.formalLanguage);
  const voice = new Voice(L, new SaidBefore(context.history));
  const seed = seedOf(context);
  const [[message, speaker]] = partnersOf(context) as [[TurnMessage, Partner]];
  const said = analyse({ ...message, name: nameOf(context, speaker) }, speaker);
  const other = nameOf(context, speaker === 'partnerA' ? 'partnerB' : 'partnerA');
  const reflection = voice.sayAny(
    ['reflect.plain', 'reflect.factual'],
    { name: nameOf(context, speaker), q: L.quote(said.quote) },
    seed,
  );
  const program = programFor(context.sessionNumber);
  const open = currentStep(program, Math.max(0, context.stepsAsked - 1));
  const question =
    context.stepsAsked > 0 && context.stepsAsked <= program.steps.length
      ? voice.reask(open.step)
      : undefined;
  // "The question is still open" only when there is one; otherwise "we'd like your side too".
  const invite =
    voice.sayAny(
      question ? ['alone.invite', 'alone.hear'] : ['alone.hear'],
      { other },
      seed >>> 3,
    ) ??
    // Every invitation said already: one said again beats a reply that ignores the other.
    (question ? undefined : L.t('alone.hear', { other }, seed >>> 3));
  const parts = [invite, question].filter((p): p is string => p !== undefined);
  return [reflection ? L.sentences([reflection]) : '', L.sentences(parts)]
    .filter((p) => p.length > 0)
    .join('\n\n');
}

/** The whole reply for a turn: pure and deterministic. */
export function composeReply(context: TherapistContext): string {
  return context.alone ? composeAlone(context) : new Composer(context).compose();
}

/** A reply in a few pieces — one per sentence — so it streams like a provider would. */
export function chunksOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？][”»“"]?\s+)(?=\S)|(?<=[。！？])(?=\S)/u)
    .filter((c) => c.length > 0);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The reply was aborted', 'AbortError');
}

/** The default therapist when no LLM is configured. */
export class OfflineProvider implements TherapistProvider {
  readonly name = 'offline' as const;

  async generate(context: TherapistContext, { signal, onDelta }: GenerateOptions): Promise<string> {
    const text = composeReply(context);
    for (const chunk of chunksOf(text)) {
      if (signal.aborted) throw abortError(signal);
      onDelta(chunk);
      await nextTurn();
    }
    if (signal.aborted) throw abortError(signal);
    return text;
  }
}

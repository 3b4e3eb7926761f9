// The built-in facilitator (blueprint §5 "offline"): deterministic, program-driven, no LLM.
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

import type { Said } from './analysis';
import { analyse, POSITIVE_FEELINGS } from './analysis';
import {
  type ExampleId,
  type FeelingId,
  type HorsemanId,
  Phrasebook,
  STEP_LEARN,
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
    context.therapistRepliesSoFar,
    context.turn[0].content,
    context.turn[1].content,
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
  if (stepIndex === context.therapistRepliesSoFar - 1) {
    for (const [message, partner] of partnersOf(context))
      found[partner] = analyse({ ...message, name: nameOf(context, partner) }, partner);
    return found;
  }
  const therapist = context.history.flatMap((m, i) => (m.author === 'therapist' ? [i] : []));
  // Messages from the therapist that are not replies (the welcome) come first.
  const offset = Math.max(0, therapist.length - context.therapistRepliesSoFar);
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
    const at = currentStep(this.program, context.therapistRepliesSoFar);
    this.step = at.step;
    this.index = at.index;
    this.closing = at.isLast && !at.beyond;
    this.beyond = at.beyond;
    this.said = partnersOf(context).map(([message, partner]) =>
      analyse({ ...message, name: nameOf(context, partner) }, partner),
    );
  }

  private get style() {
    return this.context.style;
  }

  private quote(text: string) {
    return this.L.quote(text);
  }

  compose(): string {
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

    // 4. The idea behind the step.
    if (this.length === 'detailed' && !this.beyond)
      paragraphs.push([this.L.localized(STEP_LEARN[this.step.id])]);

    // 5. Intro, the question and who answers first (or the wrap-up).
    const last = this.closingParagraph();
    if (emoji)
      last[last.length - 1] = withEmoji(
        last[last.length - 1]!,
        this.beyond ? '🙏' : STEP_EMOJI[this.step.id],
      );
    paragraphs.push(last);

    return paragraphs.map((p) => this.L.sentences(p)).join('\n\n');
  }

  // --- 1. Reflection ------------------------------------------------------------------------

  private reflection(): string[] {
    const [first, second] = this.said as [Said, Said];
    if (first.kind === 'greeting' && second.kind === 'greeting') {
      const [a, b] = first.author === 'partnerA' ? [first, second] : [second, first];
      return [this.L.t('reflect.greetingBoth', { a: a.name, b: b.name })];
    }
    const sentences = this.said.flatMap((said, i) => this.reflect(said, i));
    const shared = this.sharedTopic();
    if (shared && this.length !== 'brief' && this.style.empathy > 4)
      sentences.push(this.L.t('link.topic', { topic: this.L.topic(shared) }));
    return sentences;
  }

  private reflect(said: Said, position: number): string[] {
    const vars = { name: said.name, q: this.quote(said.quote) };
    const pick = this.seed + position;
    const factual = this.style.empathy <= 4;
    switch (said.kind) {
      case 'greeting':
        return [this.L.t('reflect.greeting', vars)];
      case 'unsure':
        return [this.L.t(factual ? 'reflect.factual' : 'reflect.unsure', vars)];
      case 'agree':
        return [this.L.t(this.closing ? 'reflect.yes' : 'reflect.short', vars)];
      case 'short':
        return [this.L.t(factual ? 'reflect.factual' : 'reflect.short', vars)];
      case 'question':
        return [
          this.L.t('reflect.question', vars),
          this.L.t(
            said.questionKind === 'ai'
              ? 'answer.ai'
              : said.questionKind === 'normal'
                ? 'answer.normal'
                : this.closing || this.beyond
                  ? 'answer.other'
                  : 'answer.advice',
          ),
        ];
      default:
        if (factual) return [this.L.t('reflect.factual', vars)];
        if (said.mentions && this.answeringRecognition()) {
          const before = this.said.slice(0, position).some((s) => s.mentions);
          return [
            this.L.t(before ? 'reflect.recognisesToo' : 'reflect.recognises', {
              ...vars,
              horseman: this.L.horseman(said.mentions),
            }),
          ];
        }
        // Every clause attacks or defends: reflect the feeling under it, not the words; if none
        // was said, wonder about the one that usually drives that horseman.
        if (said.quoteShowsHorseman) {
          if (said.feeling)
            return [
              this.L.t(
                'reflect.underneath',
                { ...vars, feeling: this.L.feeling(said.feeling) },
                pick,
              ),
            ];
          const under = FEELING_UNDER[mainHorseman(said)!.horseman as HorsemanId];
          return [this.L.t('reflect.wonder', { ...vars, feeling: this.L.feeling(under) }, pick)];
        }
        if (said.feeling && said.feelingNamed)
          return [
            this.L.t(
              POSITIVE_FEELINGS.has(said.feeling) ? 'reflect.namedGood' : 'reflect.namedHard',
              vars,
              pick,
            ),
          ];
        if (said.feeling)
          return [
            this.L.t(
              POSITIVE_FEELINGS.has(said.feeling) ? 'reflect.feelingGood' : 'reflect.feeling',
              { ...vars, feeling: this.L.feeling(said.feeling) },
              pick,
            ),
          ];
        return [this.L.t('reflect.plain', vars, pick)];
    }
  }

  /** Session 2, the turn answering "which of the four do you recognise in yourself?". */
  private answeringRecognition(): boolean {
    return (
      this.program.kind === 'communication' &&
      this.context.therapistRepliesSoFar - 1 === this.stepIndex('s2-horsemen')
    );
  }

  /** Both partners said something warm (appreciation, closeness, hope). */
  private allPositive(): boolean {
    return this.said.every(
      (s) => s.kind === 'statement' && s.feeling !== undefined && POSITIVE_FEELINGS.has(s.feeling),
    );
  }

  private sharedTopic(): TopicId | undefined {
    const [first, second] = this.said as [Said, Said];
    return first.topics.find((t) => second.topics.includes(t));
  }

  private validation(): { text: string; warm: boolean } | undefined {
    if (this.length === 'brief') return undefined;
    if (this.said.every((s) => s.kind === 'greeting')) return undefined;
    // Owning a horseman has just been thanked for; thanking again would ring hollow.
    if (this.answeringRecognition() && this.said.some((s) => s.mentions)) return undefined;
    if (this.style.empathy > 7) {
      if (this.said.some((s) => s.horsemen.length > 0))
        return { text: this.L.t('validate.tense'), warm: false };
      if (this.allPositive()) return { text: this.L.t('validate.warm'), warm: true };
      return { text: this.L.t('validate.high', {}, this.seed), warm: true };
    }
    if (this.style.empathy > 4) return { text: this.L.t('validate.moderate'), warm: false };
    return undefined;
  }

  // --- 1'. Summary on the last step ---------------------------------------------------------

  private summary(): string[] {
    const L = this.L;
    const a = this.context.partnerA.name;
    const b = this.context.partnerB.name;
    const pair = (answers: Partial<Record<Partner, Said>>) => {
      const show = (said: Said | undefined) =>
        said && (said.kind === 'statement' || said.kind === 'question')
          ? this.quote(said.quote)
          : L.t('stillOpen');
      return { a, b, qa: show(answers.partnerA), qb: show(answers.partnerB) };
    };
    const has = (answers: Partial<Record<Partner, Said>>) =>
      Boolean(answers.partnerA ?? answers.partnerB);
    const brief = this.length === 'brief';
    const lines = brief ? [] : [L.t('summary.open')];
    const turn = answersTo(this.context, this.context.therapistRepliesSoFar - 1);

    switch (this.program.kind) {
      case 'assessment': {
        const difficulty = answersTo(this.context, this.stepIndex('s1-difficulty'));
        if (!brief && has(difficulty)) lines.push(L.t('summary.difficulty', pair(difficulty)));
        lines.push(L.t('summary.goals', pair(turn)));
        break;
      }
      case 'communication':
        if (!brief) lines.push(L.t('summary.communication'));
        lines.push(L.t('summary.break', pair(turn)));
        break;
      default: {
        const topic = answersTo(this.context, this.stepIndex('g-topic'));
        if (!brief && has(topic)) lines.push(L.t('summary.topic', pair(topic)));
        lines.push(L.t('summary.steps', pair(turn)));
      }
    }
    return lines;
  }

  private stepIndex(id: StepId): number {
    return this.program.steps.findIndex((s) => s.id === id);
  }

  // --- 2. The Four Horsemen -----------------------------------------------------------------

  private horsemenNotes(): string[][] {
    const notes: string[][] = [];
    let previous: HorsemanId | undefined;
    for (const said of this.said) {
      const finding = mainHorseman(said);
      // Naming one's own pattern when asked to is insight, not a horseman in action.
      if (!finding || (said.mentions && this.answeringRecognition())) continue;
      const id = finding.horseman as HorsemanId;
      const vars = {
        name: said.name,
        q: this.quote(said.horsemanQuotes[id] ?? finding.match),
        horseman: this.L.horseman(id),
      };
      if (this.length === 'brief') {
        notes.push([
          this.L.t('horseman.brief', { ...vars, antidote: this.L.antidote(id, 'short') }),
        ]);
      } else {
        const key =
          previous === undefined
            ? 'horseman.note'
            : previous === id
              ? 'horseman.noteSame'
              : 'horseman.noteAgain';
        notes.push([
          this.L.t(key, { ...vars, antidote: this.L.antidote(id, 'long') }),
          this.L.t('horseman.try', { example: this.L.example(exampleFor(id, said)) }),
        ]);
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
    return this.L.t('joke', {
      phrase: this.quote(joke.phrase.trim()),
      meaning: this.quote(joke.meaning.trim()),
    });
  }

  // --- 5. Nudge, intro, question ------------------------------------------------------------

  private closingParagraph(): string[] {
    const parts: string[] = [];
    const brief = this.length === 'brief';

    if (this.beyond) {
      parts.push(this.L.t('wrapup'));
      return parts;
    }

    if (!brief && this.context.therapistRepliesSoFar === 0) {
      const intro = this.intro();
      if (intro) parts.push(intro);
    }

    parts.push(this.L.localized(this.step.question));
    if (this.step.answeredBy === 'one-then-other') parts.push(this.whoFirst());
    return parts;
  }

  private nudge(): string | undefined {
    const { directness } = this.style;
    if (directness <= 4) return undefined;
    if (this.said.every((s) => s.kind === 'greeting')) return undefined;
    const level = directness > 7 ? 'blunt' : 'mild';
    const hasHorseman = this.said.some((s) => s.horsemen.length > 0);
    // A mild word on the horsemen would only repeat the gentle notes that follow.
    if (hasHorseman) return level === 'blunt' ? this.L.t('nudge.blunt.horseman') : undefined;
    if (this.closing || this.beyond) return undefined;
    const short = this.said.some((s) => ['short', 'unsure', 'agree'].includes(s.kind));
    const overlap =
      Boolean(this.sharedTopic()) || this.said.every((s) => s.feeling && s.kind === 'statement');
    const kind = short
      ? 'short'
      : this.allPositive()
        ? 'positive'
        : overlap
          ? 'overlap'
          : 'generic';
    return this.L.t(`nudge.${level}.${kind}`);
  }

  private intro(): string | undefined {
    switch (this.program.kind) {
      case 'assessment':
        return this.L.t('intro.assessment');
      case 'communication':
        return undefined; // the first question introduces the Four Horsemen itself
      default: {
        const last = this.context.earlierSessions[this.context.earlierSessions.length - 1];
        return last
          ? this.L.t('intro.genericAfter', { n: String(last.sessionNumber) })
          : this.L.t('intro.generic');
      }
    }
  }

  /** Alternate who starts; let the partner who said little wait while the other begins. */
  private whoFirst(): string {
    const quiet = (s: Said) => ['short', 'unsure', 'agree'].includes(s.kind);
    const quietOnes = this.said.filter(quiet);
    let first: Partner = this.index % 2 === 0 ? 'partnerA' : 'partnerB';
    let key: 'first.normal' | 'first.direct' | 'first.gentle' | 'first.waiting';
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
    return this.L.t(key, {
      first: nameOf(this.context, first),
      second: nameOf(this.context, second),
    });
  }
}

/** Contempt first: of the four it does the most damage, so it is the one worth naming. */
const NAMING_ORDER: readonly HorsemanId[] = [
  'contempt',
  'criticism',
  'defensiveness',
  'stonewalling',
];

function mainHorseman(said: Said) {
  return [...said.horsemen].sort(
    (x, y) =>
      NAMING_ORDER.indexOf(x.horseman as HorsemanId) -
      NAMING_ORDER.indexOf(y.horseman as HorsemanId),
  )[0];
}

/** The feeling that usually drives each horseman, offered tentatively when none was said. */
const FEELING_UNDER: Readonly<Record<HorsemanId, FeelingId>> = {
  criticism: 'frustrated',
  contempt: 'frustrated',
  defensiveness: 'criticized',
  stonewalling: 'overwhelmed',
};

function exampleFor(horseman: HorsemanId, said: Said): ExampleId {
  if (horseman !== 'criticism') return horseman;
  const topic = said.topics.find((t) => ['communication', 'chores', 'time', 'screens'].includes(t));
  return topic ? (`criticism.${topic}` as ExampleId) : 'criticism.default';
}

/** The whole reply for a turn: pure and deterministic. */
export function composeReply(context: TherapistContext): string {
  return new Composer(context).compose();
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

/** The default therapist when no LLM is configured (blueprint §5). */
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

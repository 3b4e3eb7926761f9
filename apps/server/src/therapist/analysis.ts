// What a partner's message says, as far as deterministic patterns can tell: its kind (a greeting,
// "idk", a question to the facilitator…), the clause worth quoting back, a feeling, topics and
// any of the Four Horsemen. Patterns are flat alternations, linear in the message length.

import { type Negation, negatedBefore } from '@/lib/text-patterns/negation';
import { HAN_CLASS, hasHan, SENTENCE_ENDS } from '@/lib/text-patterns/script';
import { asciiQuotes, type WordPattern, wordPattern } from '@/lib/text-patterns/word-pattern';

import { detectHorsemen, type Horseman, type HorsemanFinding } from './horsemen';
import type { FeelingId, TopicId } from './phrases';
import type { TurnMessage } from './types';

export type MessageKind = 'greeting' | 'unsure' | 'agree' | 'short' | 'question' | 'statement';
export type QuestionKind = 'ai' | 'normal' | 'advice';

export interface Said {
  author: 'partnerA' | 'partnerB';
  name: string;
  /** The message, normalised (ASCII apostrophes, no emojis). */
  text: string;
  /** The message as written (line breaks kept). */
  content: string;
  kind: MessageKind;
  questionKind?: QuestionKind;
  /** The words to quote back: the salient clause, or the whole message when it is short. */
  quote: string;
  feeling?: FeelingId;
  /** The partner named the feeling themselves. */
  feelingNamed: boolean;
  /** A horseman the partner names (as their own pattern). */
  mentions?: Horseman;
  topics: TopicId[];
  horsemen: HorsemanFinding[];
  /** The clause that shows each horseman found. */
  horsemanQuotes: Partial<Record<Horseman, string>>;
  /** No calm clause was left to quote: the quote itself shows a horseman. */
  quoteShowsHorseman: boolean;
  /** Speaks in "always" and "never" rather than of one moment. */
  generalises: boolean;
}

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F/gu;
const CJK_ALL = new RegExp(`[${HAN_CLASS}]`, 'gu');

const isCjk = hasHan;

/** Words in Latin-script text; CJK text counts about one word per two characters. */
export function wordCount(text: string): number {
  const cjk = text.match(CJK_ALL)?.length ?? 0;
  const latin = text
    .replace(CJK_ALL, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return latin.length + Math.ceil(cjk / 2);
}

// --- Feelings -------------------------------------------------------------------------------

const FEELING_PATTERNS: readonly (readonly [FeelingId, WordPattern])[] = [
  [
    'close',
    wordPattern(
      '\\bcloser\\b|\\bconnected\\b|\\bclose\\s+to\\s+(?:you|him|her|each\\s+other)\\b|\\bmás\\s+cerca\\b|\\bmás\\s+unid[oa]s\\b|\\bconectad[oa]s\\b|\\bplus\\s+proches?\\b|\\bnäher\\b|\\bverbunden\\b|更亲近|更近了|更亲密',
    ),
  ],
  [
    'unheard',
    wordPattern(
      "\\bunheard\\b|\\bnot\\s+heard\\b|\\b(?:don't|doesn't|never)\\s+listens?\\b|\\bnot\\s+listening\\b|\\bignored\\b|\\bignores\\s+me\\b|\\binvisible\\b|\\b(?:no|nunca)\\s+me\\s+escuchas?\\b|\\bignorad[oa]\\b|\\bpas\\s+écouté|\\bm'écoutes?\\s+(?:pas|jamais)\\b|\\bignorée?\\b|\\bnicht\\s+gehört\\b|\\bhörst\\s+mir\\s+(?:nicht|nie)\\s+zu\\b|\\bignoriert\\b|不听我|没人听|被忽视|忽略我",
    ),
  ],
  [
    'unappreciated',
    wordPattern(
      '\\bunappreciated\\b|\\bnot\\s+appreciated\\b|\\btaken\\s+for\\s+granted\\b|\\bno\\s+one\\s+notices\\b|\\bnever\\s+notices\\b|\\bthankless\\b|\\bno\\s+me\\s+valoras\\b|\\bno\\s+valorad[oa]\\b|\\bpas\\s+reconnue?\\b|\\bpas\\s+appréciée?\\b|\\bpour\\s+acquis\\b|\\bnicht\\s+wertgeschätzt\\b|\\bfür\\s+selbstverständlich\\b|不被欣赏|不被重视|理所当然',
    ),
  ],
  [
    'criticized',
    wordPattern(
      '\\bcritici[sz]ed\\b|\\bjudged\\b|\\battacked\\b|\\bnagged\\b|\\bnagging\\b|\\bblamed\\b|\\bcriticad[oa]\\b|\\bjuzgad[oa]\\b|\\bcritiquée?\\b|\\bjugée?\\b|\\bkritisiert\\b|\\bverurteilt\\b|被批评|被指责|被评判|指责我',
    ),
  ],
  [
    'overwhelmed',
    wordPattern(
      "\\boverwhelm\\w*|\\bdoing\\s+everything\\b|\\bdo\\s+everything\\b|\\btoo\\s+much\\b|\\bdrowning\\b|\\bcan't\\s+cope\\b|\\bstretched\\s+thin\\b|\\bagobiad[oa]\\b|\\bdesbordad[oa]\\b|\\blo\\s+hago\\s+todo\\b|\\bdébordée?\\b|\\bsubmergée?\\b|\\bdépassée?\\b|\\bje\\s+fais\\s+tout\\b|\\büberfordert\\b|\\büberwältigt\\b|\\bmache\\s+alles\\b|喘不过气|不堪重负|什么都是我",
    ),
  ],
  [
    'lonely',
    wordPattern(
      '\\blonely\\b|\\bloneliness\\b|\\balone\\b|\\bisolated\\b|\\bme\\s+siento\\s+sol[oa]\\b|\\bestoy\\s+sol[oa]\\b|\\bsoledad\\b|\\bme\\s+sens\\s+seule?\\b|\\bsuis\\s+seule?\\b|\\bsolitude\\b|\\beinsam\\b|\\ballein\\b|孤独|寂寞|孤单',
    ),
  ],
  [
    'hurt',
    wordPattern(
      '\\bhurt\\b|\\bhurts\\b|\\bwounded\\b|\\bheartbroken\\b|\\bdolid[oa]\\b|\\bme\\s+duele\\b|\\bherid[oa]\\b|\\bblessée?\\b|\\bme\\s+fait\\s+mal\\b|\\bverletzt\\b|\\btut\\s+mir\\s+weh\\b|\\bgekränkt\\b|受伤|伤害了我|委屈',
    ),
  ],
  [
    'disconnected',
    wordPattern(
      '\\bdisconnected\\b|\\bdistant\\b|\\b(?:drifted|drifting|growing)\\s+apart\\b|\\blike\\s+roommates\\b|\\bdistanciad[oa]s?\\b|\\bdesconectad[oa]s?\\b|\\bdistants?\\b|\\béloignée?s?\\b|\\bdistanziert\\b|\\bentfremdet\\b|\\bauseinandergelebt\\b|疏远|像室友|渐行渐远',
    ),
  ],
  [
    'jealous',
    wordPattern('\\bjealous\\w*|\\bcelos[oa]?s?\\b|\\bjalou\\w*|\\beifersü?cht\\w*|嫉妒|吃醋'),
  ],
  [
    'tired',
    wordPattern(
      '\\btired\\b(?!\\s+of)|\\bexhausted\\b|\\bdrained\\b|\\bworn\\s+out\\b|\\bburn[te]d?\\s+out\\b|\\bcansad[oa]\\b|\\bagotad[oa]\\b|\\bfatiguée?\\b|\\bépuisée?\\b|\\bcrevée?\\b|\\bmüde\\b|\\berschöpft\\b|\\bausgelaugt\\b|疲惫|筋疲力尽|好累|很累|太累',
    ),
  ],
  [
    'stressed',
    wordPattern(
      '\\bstress\\w*|\\bunder\\s+pressure\\b|\\bestresad[oa]\\b|\\bestrés\\b|\\bstressée?\\b|\\bgestresst\\b|压力',
    ),
  ],
  [
    'anxious',
    wordPattern(
      '\\banxious\\b|\\banxiety\\b|\\bworried\\b|\\bworry\\b|\\bnervous\\b|\\buneasy\\b|\\binsecure\\b|\\bansios[oa]\\b|\\bansiedad\\b|\\bpreocupad[oa]\\b|\\binsegur[oa]\\b|\\banxieu\\w*|\\bangoiss\\w*|\\binquiète?\\b|\\bbesorgt\\b|\\bnervös\\b|\\bunsicher\\b|焦虑|担心|不安',
    ),
  ],
  [
    'scared',
    wordPattern(
      "\\bscared\\b|\\bafraid\\b|\\bfrightened\\b|\\bterrified\\b|\\bmiedo\\b|\\basustad[oa]\\b|\\bj'ai\\s+peur\\b|\\beffrayée?\\b|\\bAngst\\b|害怕|恐惧",
    ),
  ],
  [
    'frustrated',
    wordPattern(
      '\\bfrustrat\\w*|\\bannoyed\\b|\\birritated\\b|\\bfed\\s+up\\b|\\bsick\\s+of\\b|\\btired\\s+of\\b|\\bhart[oa]\\b|\\bfrustré\\w*|\\bagacée?\\b|\\ben\\s+ai\\s+marre\\b|\\bfrustriert\\b|\\bgenervt\\b|\\bhabe\\s+es\\s+satt\\b|沮丧|受够了|好烦|很烦',
    ),
  ],
  [
    'angry',
    wordPattern(
      '\\bangry\\b|\\bmad\\s+at\\b|\\bfurious\\b|\\bpissed\\b|\\blivid\\b|\\bresent\\w*|\\benfadad[oa]\\b|\\benojad[oa]\\b|\\bfurios[oa]\\b|\\brabia\\b|\\ben\\s+colère\\b|\\bfurieu\\w*|\\bénervée?\\b|\\bwütend\\b|\\bsauer\\b|\\bzornig\\b|生气|愤怒|气死',
    ),
  ],
  [
    'sad',
    wordPattern(
      '\\bsad\\b|\\bsadness\\b|\\bdepressed\\b|\\bunhappy\\b|\\bmiserable\\b|\\bcry\\b|\\bcrying\\b|\\btriste\\b|\\btristeza\\b|\\blloro\\b|\\btristesse\\b|\\bpleure\\b|\\btraurig\\b|\\bunglücklich\\b|\\bweine\\b|难过|伤心|哭',
    ),
  ],
  [
    'disappointed',
    wordPattern(
      '\\bdisappoint\\w*|\\blet\\s+(?:me\\s+)?down\\b|\\bdecepcionad[oa]\\b|\\bdecepción\\b|\\bdéçue?\\b|\\bdéception\\b|\\benttäuscht\\b|失望',
    ),
  ],
  [
    'guilty',
    wordPattern(
      '\\bguilty\\b|\\bguilt\\b|\\bashamed\\b|\\bmy\\s+fault\\b|\\bculpable\\b|\\bvergüenza\\b|\\bcoupable\\b|\\bculpabilité\\b|\\bhonte\\b|\\bschuldig\\b|\\bschäme\\b|内疚|愧疚|惭愧',
    ),
  ],
  [
    'stuck',
    wordPattern(
      "\\bstuck\\b|\\bconfused\\b|\\bgoing\\s+in\\s+circles\\b|\\bdon't\\s+know\\s+what\\s+to\\s+do\\b|\\batascad[oa]s?\\b|\\bconfundid[oa]\\b|\\bbloquée?s?\\b|\\bperdue?s?\\b|\\bfestgefahren\\b|\\bratlos\\b|\\bverwirrt\\b|卡住|迷茫|困惑|不知道该怎么办",
    ),
  ],
  [
    'hopeful',
    wordPattern(
      "\\bhopeful\\b|\\bi\\s+hope\\b|\\bwe\\s+hope\\b|\\boptimistic\\b|\\besperanza\\b|\\bojalá\\b|\\bespero\\b|\\bespoir\\b|\\bj'espère\\b|\\bHoffnung\\b|\\bich\\s+hoffe\\b|希望",
    ),
  ],
  [
    'grateful',
    wordPattern(
      "\\bgrateful\\b|\\bthankful\\b|\\bi\\s+(?:really\\s+)?appreciated?\\b|\\bthank\\s+you\\s+for\\b|\\bthanks\\s+for\\b|\\bagradecid[oa]\\b|\\baprecio\\b|\\bgracias\\s+por\\b|\\breconnaissante?\\b|\\bj'apprécie\\b|\\bmerci\\s+(?:pour|de|d')|\\bdankbar\\b|\\bich\\s+schätze\\b|\\bdanke\\s+für\\b|感激|感谢|谢谢你",
    ),
  ],
  [
    'happy',
    wordPattern(
      '\\bhappy\\b|\\bglad\\b|\\bjoy\\b|\\benjoy\\w*|\\bfeliz\\b|\\bcontent[oa]\\b|\\balegr\\w*|\\bheureu\\w*|\\bjoie\\b|\\bglücklich\\b|\\bfroh\\b|开心|快乐|高兴|幸福',
    ),
  ],
];

/** Positive feelings get a different acknowledgement ("good to hear", not "that sounds hard"). */
export const POSITIVE_FEELINGS: ReadonlySet<FeelingId> = new Set([
  'close',
  'hopeful',
  'grateful',
  'happy',
]);

/** Words that describe a situation rather than name a feeling ("I'm doing everything"). */
const SITUATION = wordPattern(
  "\\bdoing\\s+everything\\b|\\bdo\\s+everything\\b|\\btoo\\s+much\\b|\\b(?:don't|doesn't|never)\\s+listens?\\b|\\bnot\\s+listening\\b|\\bignores\\s+me\\b|\\blo\\s+hago\\s+todo\\b|\\bje\\s+fais\\s+tout\\b|\\bmache\\s+alles\\b|什么都是我|不听我|没人听",
);
/** "I feel …", "I'm (so) …": the partner named the feeling themselves. */
const NAMED_BEFORE = wordPattern(
  "\\b(?:i|i'm|i\\s+am|i\\s+was|i've\\s+been|feel|felt|feeling|me\\s+siento|estoy|me\\s+sens|suis|fühle\\s+mich|bin)\\b[^.!?,;]{0,14}$|我[^。！？，]{0,4}$",
);

/**
 * Feeling words that carry their own first person: "me siento sola", "I hope", "ignores me",
 * "tut mir weh", "lo hago todo", "我…".
 */
const SELF_IN_MATCH = wordPattern(
  "^(?:me\\s+siento|estoy|me\\s+sens|suis|j'ai\\s+peur|j'apprécie|j'espère|en\\s+ai\\s+marre|i\\s+(?:really\\s+)?appreciate|i\\s+hope|we\\s+hope|ich\\s+schätze|ich\\s+hoffe|habe\\s+es\\s+satt|mache\\s+alles|lo\\s+hago\\s+todo|je\\s+fais\\s+tout|aprecio|espero)|\\b(?:me|mir|mich)\\b|\\bm'|我",
);

/** What someone does to the writer ("you never listen"): theirs unless the writer does it. */
const DONE_TO = wordPattern(
  "^(?:(?:don't|doesn't|never)\\s+listens?|not\\s+listening|never\\s+notices|no\\s+one\\s+notices|nagging)$",
);

/** A feeling negated by one of these words up to three words before it is not felt. */
const NEGATION: Negation = {
  negators: new Set(
    "not never no isn't aren't wasn't weren't don't didn't doesn't nicht kein keine pas nunca jamais ni".split(
      ' ',
    ),
  ),
  window: 3,
};
/** Mandarin negates with a character right before the feeling. */
const CJK_NEGATED = /(?:不|没|没有|别)$/u;
/** A word the negation does not look past (only words of letters come between). */
const NOT_A_WORD = '\u0000';

/** Whether the feeling after `before` (the start of its clause) is negated: "I'm not angry". */
function negated(before: string): boolean {
  const tail = before.slice(-40);
  if (CJK_NEGATED.test(tail)) return true;
  if (!/\s$/u.test(tail)) return false;
  const words = tail
    .toLowerCase()
    .trim()
    .split(/\s+/u)
    .map((w) => (NEGATION.negators.has(w) || /^\p{L}+$/u.test(w) ? w : NOT_A_WORD));
  return negatedBefore(words, words.length, NEGATION, NOT_A_WORD);
}

type Person = 'first' | 'other' | 'possessive' | 'impersonal';

const words = (list: string) => list.split(' ');
/** Who a word points at, in the five languages (lower case). */
const PERSON_OF: ReadonlyMap<string, Person> = new Map<string, Person>([
  ...words(
    "i i'm im i've i'd i'll me myself we we're we've we'd we'll us ourselves am " +
      'yo mí conmigo estoy estuve soy nos nosotros nosotras estamos somos siento sentí llego vuelvo ando sigo quedo quedé acabo termino tengo vivo ' +
      'je moi nous suis sommes ' +
      'ich mich mir wir uns bin fühle',
  ).map((w) => [w, 'first'] as const),
  ...words(
    "you you're youre you've you'd you'll yourself he he's she she's they they're him her them himself herself themselves " +
      'tú tu te ti contigo usted ustedes él ella ellos ellas estás estáis está están eres sois se le ' +
      'toi il elle ils elles vous lui eux ' +
      'du dich dir er sie ihr ihn ihm bist seid',
  ).map((w) => [w, 'other'] as const),
  ...words(
    'my our your his their mi mis su sus nuestro nuestra nuestros nuestras mon ma mes ton ta tes son sa ses notre votre leur ' +
      'mein meine meinen meinem meiner dein deine deinen sein seine unser unsere',
  ).map((w) => [w, 'possessive'] as const),
  ...words("it it's its that that's this there's esto eso ello ça ca cela c'est das dies").map(
    (w) => [w, 'impersonal'] as const,
  ),
]);

/** Words that leave an elliptical "(I'm) so tired" first person: adverbs, copulas, "feel". */
const NEUTRAL = new Set(
  words(
    'so very really just too pretty quite kind sort of a bit little lately honestly always often sometimes still also totally completely super feeling feel felt been get getting got kinda sorta more even all and but is are was were be being ' +
      'muy tan bastante un una poco algo siempre también todavía aún re bien ya demasiado súper y pero es era ' +
      'très si tellement une peu assez toujours aussi encore vraiment trop complètement et mais tout toute est était ' +
      'sehr echt total ganz etwas ein bisschen ziemlich immer auch noch wirklich zu und aber einfach völlig gerade oft manchmal ist war es',
  ),
);
/** Copulas and "feel" right before a feeling word: "I'm hurt you forgot" has no object. */
const LINKING = new Set(
  words(
    "am 'm is are was were be been being feel feels felt feeling get got getting so very really too quite pretty",
  ),
);
const PREPOSITION_END = wordPattern(
  '\\b(?:at|of|to|with|about|for|on|by|de|con|por|à|avec|mit|auf|über|von)$',
);

/** The person a word points at; contractions by their first part (j'ai, t'es, c'était). */
function personOf(word: string, next: string | undefined): Person | undefined {
  // Spanish "he estado" is "I have been", not "he".
  if (word === 'he' && next && /(?:ado|ido)$/u.test(next)) return 'first';
  const found = PERSON_OF.get(word);
  if (found) return found;
  if (/^[jm]'/u.test(word)) return 'first';
  if (/^t'/u.test(word)) return 'other';
  if (/^c'/u.test(word)) return 'impersonal';
  return undefined;
}

/** Where the clause around `index` starts: after the last stop, comma or dash. */
function clauseStart(text: string, index: number): number {
  for (let i = index - 1; i >= 0; i--) if (/[.!?;:,\n。！？，；：—–]/u.test(text[i]!)) return i + 1;
  return 0;
}

/** The sentence around a span, to tell a question. */
function isQuestionAt(text: string, start: number, end: number): boolean {
  let to = end;
  while (to < text.length && !SENTENCE_ENDS.includes(text[to]!)) to++;
  return /[?？]/u.test(text[to] ?? '') || /[¿]/u.test(text.slice(clauseStart(text, start), start));
}

const CJK_FIRST = '我';
const CJK_OTHER = '你您他她';
const CJK_IMPERSONAL = '它这那';
/** Characters that leave an elliptical first person in Mandarin ("好累", "最近很焦虑"). */
const CJK_NEUTRAL = /^[很好太真非常有点挺特别最近总是一直也还都觉得感到感觉些超级蛮了真的]*$/u;

interface Subject {
  person?: Person;
  /** No pointing word: only adverbs, copulas or nothing before the feeling ("So tired."). */
  elliptical: boolean;
  /** The word right before the feeling links it to its subject ("I am hurt", "feel hurt"). */
  linked: boolean;
}

/** The nearest word before a feeling, in its clause, that says whose it is. */
function subjectBefore(before: string): Subject {
  if (isCjk(before) || before.trim() === '') {
    const chars = [...before.trim()];
    for (let i = chars.length - 1; i >= Math.max(0, chars.length - 12); i--) {
      const c = chars[i]!;
      const kind = CJK_FIRST.includes(c)
        ? 'first'
        : CJK_OTHER.includes(c)
          ? 'other'
          : CJK_IMPERSONAL.includes(c)
            ? 'impersonal'
            : undefined;
      if (!kind) continue;
      // 我们的 / 你的: a possessive, so the subject is a thing ("你的脚受伤了").
      const after = chars.slice(i + 1, i + 3).join('');
      const person = after.startsWith('的') || after.startsWith('们的') ? 'possessive' : kind;
      return { person, elliptical: false, linked: true };
    }
    const rest = chars.join('');
    if (rest === '') return { elliptical: true, linked: false };
    if (isCjk(rest)) return { elliptical: CJK_NEUTRAL.test(rest), linked: true };
  }
  const tokens = before.toLocaleLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]*)?/gu) ?? [];
  const last = tokens.at(-1);
  const linked = last !== undefined && (LINKING.has(last) || /'m$/u.test(last));
  let elliptical = true;
  for (let i = tokens.length - 1; i >= Math.max(0, tokens.length - 8); i--) {
    const person = personOf(tokens[i]!, tokens[i + 1]);
    if (person) return { person, elliptical: false, linked };
    if (!NEUTRAL.has(tokens[i]!)) elliptical = false;
  }
  return { elliptical: elliptical && tokens.length <= 8, linked };
}

/** An object pronoun right after a verb of feeling: "it hurt him", "money stresses me out". */
function objectAfter(text: string, match: string, end: number): Person | undefined {
  if (PREPOSITION_END.test(match) || !/\p{L}$/u.test(match)) return undefined;
  const next = /^\s+([\p{L}']+)/u.exec(text.slice(end, end + 24))?.[1]?.toLocaleLowerCase();
  if (!next) return undefined;
  if (['me', 'us', 'mich', 'mir', 'uns'].includes(next)) return 'first';
  if (['him', 'her', 'them', 'you', 'dich', 'dir', 'ihn', 'ihm'].includes(next)) return 'other';
  return undefined;
}

/**
 * Whether a feeling word is the writer's own: said of themselves ("I feel hurt", "me siento
 * sola", "我很累", "it hurts", "so tired"), not of someone else ("your feet hurt", "it hurt him",
 * "are you angry?"), not negated ("I'm not angry"). When the words do not say, it is not.
 */
function ownFeeling(text: string, match: RegExpExecArray & { index: number }): boolean {
  const start = match.index;
  const end = start + match[0].length;
  const before = text.slice(clauseStart(text, start), start);
  if (negated(before)) return false;
  if (SELF_IN_MATCH.test(match[0])) return true;
  const subject = subjectBefore(before);
  const object = subject.linked ? undefined : objectAfter(text, match[0], end);
  if (object) return object === 'first';
  const question = isQuestionAt(text, start, end);
  if (DONE_TO.test(match[0])) return subject.person !== 'first' && !question;
  switch (subject.person) {
    case 'first':
      return true;
    case 'impersonal':
      return !question;
    case 'other':
    case 'possessive':
      return false;
    default:
      return subject.elliptical && !question;
  }
}

export interface FeelingFound {
  feeling: FeelingId;
  /** The partner said it in so many words ("I feel criticized"), so it needs no labelling. */
  named: boolean;
}

/** The first feeling the writer says is their own (not negated), most specific first. */
export function findFeeling(written: string): FeelingFound | undefined {
  const text = asciiQuotes(written);
  for (const [feeling, pattern] of FEELING_PATTERNS) {
    for (const match of pattern.matchAll(text)) {
      if (!ownFeeling(text, match)) continue;
      const before = text.slice(Math.max(0, match.index - 24), match.index);
      const named =
        !SITUATION.test(match[0]) && (NAMED_BEFORE.test(before) || SELF_IN_MATCH.test(match[0]));
      return { feeling, named };
    }
  }
  return undefined;
}

export const detectFeeling = (text: string): FeelingId | undefined => findFeeling(text)?.feeling;

// --- The Four Horsemen, named by the partner (session 2: "which do you recognise?") -----------

const HORSEMAN_MENTIONS: readonly (readonly [Horseman, WordPattern])[] = [
  [
    'criticism',
    wordPattern('\\bcriticism\\b|\\bcritical\\b|\\bcrítica\\b|\\bcritique\\b|\\bKritik\\b|批评'),
  ],
  ['contempt', wordPattern('\\bcontempt\\w*|\\bdesprecio\\b|\\bmépris\\b|\\bVerachtung\\b|轻蔑')],
  [
    'defensiveness',
    wordPattern(
      '\\bdefensive\\w*|\\bdefensiv[oa]\\b|\\bdéfensi\\w*|\\bRechtfertigung\\b|\\brechtfertige\\w*|防御|辩解',
    ),
  ],
  [
    'stonewalling',
    wordPattern(
      '\\bstonewall\\w*|\\bevasiv[oa]\\b|\\bdérobade\\b|\\bMauern\\b|\\bmauere\\b|筑墙|冷战',
    ),
  ],
];

/** A horseman the partner names as their own pattern. */
export function mentionedHorseman(text: string): Horseman | undefined {
  return HORSEMAN_MENTIONS.find(([, pattern]) => pattern.test(text))?.[0];
}

// --- Topics ---------------------------------------------------------------------------------

const TOPIC_PATTERNS: readonly (readonly [TopicId, WordPattern])[] = [
  [
    'communication',
    wordPattern(
      '\\btalk\\w*|\\blisten\\w*|\\bcommunicat\\w*|\\bconversations?\\b|\\bhabl\\w*|\\bescuch\\w*|\\bcomunica\\w*|\\bparler\\b|\\bparlons\\b|\\bparle\\b|\\bécout\\w*|\\bcommuni\\w*|\\bdiscut(?:er|ons|ez|ent)\\b|\\bdiscussions?\\b|\\breden\\b|\\bredest\\b|\\bsprechen\\b|\\bzuhör\\w*|\\bhörst\\b|\\bGespräch\\w*|\\bkommuni\\w*|沟通|说话|聊天|倾听|交流',
    ),
  ],
  [
    'chores',
    wordPattern(
      '\\bchores?\\b|\\bhousework\\b|\\bdishes\\b|\\blaundry\\b|\\bclean\\w*|\\btidy\\w*|\\bcook\\w*|\\btareas\\b|\\blimpi\\w*|\\bplatos\\b|\\bménage\\b|\\bvaisselle\\b|\\blinge\\b|\\btâches\\b|\\bHaushalt\\w*|\\bAbwasch\\b|\\bWäsche\\b|\\bputzen\\b|\\baufräumen\\b|\\bGeschirr\\b|家务|洗碗|打扫|做饭|洗衣',
    ),
  ],
  [
    'time',
    wordPattern(
      '\\btime\\s+together\\b|\\bquality\\s+time\\b|\\bdate\\s+night\\b|\\bspend\\s+time\\b|\\btime\\s+for\\s+us\\b|\\btiempo\\s+juntos\\b|\\btiempo\\s+para\\s+nosotros\\b|\\btemps\\s+ensemble\\b|\\bdu\\s+temps\\s+pour\\s+nous\\b|\\bZeit\\s+(?:zusammen|füreinander|für\\s+uns)\\b|\\bgemeinsame\\s+Zeit\\b|一起的时间|陪我|陪伴|约会',
    ),
  ],
  [
    'money',
    wordPattern(
      '\\bmoney\\b|\\bspending\\b|\\bbudget\\b|\\bbills\\b|\\bdebt\\b|\\bdinero\\b|\\bgastos?\\b|\\bfacturas?\\b|\\bdeudas?\\b|\\bargent\\b|\\bdépenses?\\b|\\bfactures?\\b|\\bdettes?\\b|\\bGeld\\b|\\bRechnungen?\\b|\\bSchulden\\b|花钱|账单|预算|钱',
    ),
  ],
  [
    'intimacy',
    wordPattern(
      '\\bintima\\w*|\\bsex\\w*|\\baffection\\w*|\\bcuddl\\w*|\\bcloseness\\b|\\bintimidad\\b|\\bsexo\\b|\\bcariño\\b|\\bafecto\\b|\\bintimité\\b|\\btendresse\\b|\\bcâlins?\\b|\\bIntimität\\b|\\bZärtlichkeit\\b|\\bNähe\\b|亲密|拥抱',
    ),
  ],
  [
    'work',
    wordPattern(
      '\\bwork\\w*|\\bjob\\b|\\boffice\\b|\\bboss\\b|\\bcareer\\b|\\bshifts?\\b|\\btrabaj\\w*|\\bjefe\\b|\\boficina\\b|\\btravail\\w*|\\bboulot\\b|\\bbureau\\b|\\bArbeit\\w*|\\barbeite\\w*|\\bBüro\\b|工作|上班|加班|老板',
    ),
  ],
  [
    'family',
    wordPattern(
      '\\bfamily\\b|\\bparents\\b|\\bin-laws\\b|\\bmother\\b|\\bmom\\b|\\bmum\\b|\\bfather\\b|\\bdad\\b|\\bfamilia\\b|\\bsuegr\\w*|\\bmadre\\b|\\bpadre\\b|\\bfamille\\b|\\bbelle-mère\\b|\\bbeaux-parents\\b|\\bmère\\b|\\bpère\\b|\\bFamilie\\b|\\bSchwieger\\w*|\\bMutter\\b|\\bVater\\b|\\bEltern\\b|家人|父母|婆婆|岳母|公公|岳父',
    ),
  ],
  [
    'kids',
    wordPattern(
      '\\bkids?\\b|\\bchildren\\b|\\bchild\\b|\\bbaby\\b|\\bparenting\\b|\\bhij[oa]s\\b|\\bniños\\b|\\bbebé\\b|\\benfants?\\b|\\bbébé\\b|\\bKinder\\b|孩子|宝宝|儿子|女儿',
    ),
  ],
  [
    'screens',
    wordPattern(
      '\\bphones?\\b|\\bscreens?\\b|\\binstagram\\b|\\btiktok\\b|\\bsocial\\s+media\\b|\\btv\\b|\\bnetflix\\b|\\bgaming\\b|\\bvideo\\s*games?\\b|\\bmóvil\\w*|\\bcelular\\w*|\\bpantallas?\\b|\\bredes\\b|\\btéléphones?\\b|\\bportables?\\b|\\bécrans?\\b|\\bHandys?\\b|\\bBildschirm\\w*|\\bFernseh\\w*|手机|屏幕|刷视频|游戏',
    ),
  ],
  [
    'trust',
    wordPattern(
      '\\btrust\\w*|\\blie\\b|\\blied\\b|\\blying\\b|\\bcheat\\w*|\\bconfianza\\b|\\bment(?:ir|iste|ira|iras|ía|irosa?)\\b|\\bengañ\\w*|\\bconfiance\\b|\\bmensonges?\\b|\\btromp\\w*|\\bVertrauen\\b|\\blügen\\b|\\bgelogen\\b|\\bLügen?\\b|\\bbetrogen\\b|信任|撒谎|欺骗|骗我',
    ),
  ],
  [
    'arguments',
    wordPattern(
      '\\bargu\\w*|\\bfight\\w*|\\byell\\w*|\\bshout\\w*|\\bdiscut(?:ir|imos|ís|en|es|ió|iendo)\\b|\\bdiscusi(?:ón|ones)\\b|\\bpele(?:a|as|an|amos|ar)\\b|\\bgrit(?:ar|os?|as?|amos|an)\\b|\\bdisputes?\\b|\\bengueul\\w*|\\bcri(?:er|es?|ons|ez|ent|é)\\b|\\bStreit\\w*|\\bstreiten\\b|\\bschrei\\w*|吵架|争吵|大喊',
    ),
  ],
];

export function detectTopics(text: string): TopicId[] {
  return TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
}

// --- Message kinds --------------------------------------------------------------------------

const GREETING_WORDS =
  'hi|hello|hey|hiya|howdy|good\\s+(?:morning|afternoon|evening)|hola|buenas(?:\\s+tardes|\\s+noches)?|buenos\\s+días|bonjour|bonsoir|salut|coucou|hallo|guten\\s+(?:morgen|tag|abend)|servus|moin|你好|您好|大家好|嗨|哈喽';
/** "Hi", "Hola, buenas tardes", "Hello there, Dr. Emma": greetings and who they greet. */
const GREETING = wordPattern(
  `^(?:${GREETING_WORDS})(?:[\\s,]+(?:${GREETING_WORDS}|there|everyone|all|both|guys|again|emma|james|olivia|dr\\.?\\s*\\p{L}+|doctor|doc|à\\s+tous|a\\s+todos|zusammen|everybody))*$`,
);
const UNSURE = wordPattern(
  "^(?:idk|i\\s+don't\\s+know|i\\s+do\\s+not\\s+know|dunno|not\\s+sure|no\\s+idea|i'm\\s+not\\s+sure|no\\s+clue|hmm+|um+|no\\s+sé|ni\\s+idea|no\\s+lo\\s+sé|je\\s+ne\\s+sais\\s+pas|je\\s+sais\\s+pas|chais\\s+pas|aucune\\s+idée|pas\\s+sûre?|keine\\s+ahnung|weiß\\s+nicht|ich\\s+weiß\\s+(?:es\\s+)?nicht|不知道|不确定|说不好|不清楚)\\b",
);
const AGREE = wordPattern(
  "^(?:ok|okay|k|kk|yes|yep|yeah|yup|sure|fine|agreed|i\\s+agree|sounds\\s+good|deal|of\\s+course|absolutely|sí|si|vale|claro|de\\s+acuerdo|por\\s+supuesto|oui|d'accord|bien\\s+sûr|ja|klar|einverstanden|gut|natürlich|好|好的|可以|行|嗯|同意|没问题|当然)(?:[\\s,]+(?:ok|okay|sure|yes|sí|oui|ja|d'accord|klar|好的|好|fine|thanks|gracias|merci|danke))*$",
);

const QUESTION_PATTERNS: readonly (readonly [QuestionKind, WordPattern])[] = [
  [
    'ai',
    wordPattern(
      '\\bare\\s+you\\s+(?:a\\s+|an\\s+)?(?:real|human|person|bot|robot|ai|machine)\\b|\\bwho\\s+are\\s+you\\b|\\bam\\s+i\\s+talking\\s+to\\s+(?:a\\s+)?(?:real|human|person|bot)\\b|\\beres\\s+(?:un[oa]?\\s+)?(?:persona|humano|humana|real|robot|bot|ia)\\b|\\bes\\s+usted\\s+(?:una\\s+persona|humano|humana|real)\\b|\\b(?:es-tu|êtes-vous)\\s+(?:un\\s+|une\\s+)?(?:humaine?|vraie?|robot|ia|personne)\\b|\\b(?:bist\\s+du|sind\\s+sie)\\s+(?:ein\\s+|eine\\s+)?(?:mensch|echt|roboter|ki|bot)\\b|[你您]是(?:真人|人|机器人|AI|ai|人工智能)吗',
    ),
  ],
  [
    'normal',
    wordPattern(
      "\\b(?:is|isn't)\\s+(?:this|that|it)\\s+(?:normal|common)\\b|\\bare\\s+we\\s+normal\\b|\\bdo\\s+other\\s+couples\\b|\\bes\\s+normal\\b|\\bes\\s+común\\b|\\botras\\s+parejas\\b|\\b(?:est-ce|c'est)\\s+normal\\b|\\best-ce\\s+que\\s+c'est\\s+normal\\b|\\bc'est\\s+courant\\b|\\bist\\s+das\\s+(?:normal|üblich)\\b|\\banderen\\s+paaren\\b|正常吗|常见吗|别的夫妻|其他情侣",
    ),
  ],
  [
    'advice',
    wordPattern(
      "\\bwhat\\s+(?:should|can|do)\\s+(?:we|i)\\s+do\\b|\\bhow\\s+(?:do|can|should)\\s+(?:we|i)\\b|\\bany\\s+(?:advice|tips|suggestions)\\b|\\bwhat\\s+do\\s+you\\s+(?:suggest|recommend|think)\\b|\\bcan\\s+you\\s+help\\b|\\bhelp\\s+us\\b|\\bwhat\\s+would\\s+you\\s+(?:do|suggest)\\b|\\bqué\\s+(?:debemos|deberíamos|podemos|hacemos|hago)\\b|\\bcómo\\s+(?:podemos|hacemos|puedo)\\b|\\balgún\\s+consejo\\b|\\bqué\\s+(?:nos\\s+)?recomiendas?\\b|\\bqué\\s+opinas\\b|\\bque\\s+(?:devons|devrions|pouvons)-nous\\b|\\bcomment\\s+(?:pouvons-nous|faire|on\\s+fait)\\b|\\bdes\\s+conseils\\b|\\bqu'en\\s+pens(?:es-tu|ez-vous)\\b|\\bwas\\s+(?:sollen|können)\\s+wir\\b|\\bwie\\s+(?:können|sollen)\\s+wir\\b|\\b(?:tipps|rat)\\b|\\bwas\\s+(?:schlägst|rätst)\\s+du\\b|\\b(?:kannst\\s+du|können\\s+sie)\\s+uns\\s+helfen\\b|怎么办|该怎么做|有什么建议|你觉得呢|您觉得呢|能帮我们",
    ),
  ],
];

// --- The clause worth quoting -----------------------------------------------------------------

const FILLER = wordPattern(
  '^(?:(?:well|so|okay|ok|yeah|also|bon|bueno|pues|alors|naja)\\s*,|honestly|i\\s+mean|um+|uh+|hmm+|mira|eh\\s+bien|franchement|ehrlich\\s+gesagt|嗯|那个|其实)[\\s,.:;!-]*',
);
const LEADING_CONJUNCTION = wordPattern(
  '^(?:and|but|or|anyway|plus|then|y|pero|o|et|mais|ou|donc|und|aber|oder|而且|但是|可是|所以|然后)\\b[\\s,]*',
);
const I_STATEMENT = wordPattern(
  "\\bi\\s+(?:really\\s+)?(?:feel|felt|need|want|wish|hope|miss|worry|appreciate|appreciated|love|loved)\\b|\\bi'm\\s+(?:worried|afraid|scared|tired|hurt|exhausted|lonely|frustrated|sad)\\b|\\bme\\s+siento\\b|\\bnecesito\\b|\\bquiero\\b|\\becho\\s+de\\s+menos\\b|\\bje\\s+me\\s+sens\\b|\\bj'ai\\s+besoin\\b|\\bje\\s+veux\\b|\\bj'aimerais\\b|\\bich\\s+fühle\\b|\\bich\\s+brauche\\b|\\bich\\s+wünsche\\b|\\bich\\s+vermisse\\b|我觉得|我感觉|我需要|我希望|我想",
);
const ALWAYS_NEVER = wordPattern(
  '\\b(?:always|never|siempre|nunca|toujours|jamais|immer|nie)\\b|总是|从来',
);
const THANKS_ONLY = wordPattern('^(?:thanks?|thank\\s+you|gracias|merci|danke|谢谢)\\b');

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Where a long sentence splits into clauses (no `\\b`: a plain regexp, for `split`). Not at a
 * bare "so": mid-sentence it is mostly "so gentle", "so tired".
 */
const CLAUSE_BREAK =
  /\s*[,;:]\s+|\s+[–—-]\s+|[，；：]|\s+(?:and|but|because|although|though|y|pero|porque|aunque|et|mais|parce\s+que|car|und|aber|weil|obwohl|sondern)\s+|(?:但是|可是|因为|所以|而且)/iu;

function splitClauses(sentence: string): string[] {
  if (wordCount(sentence) <= 12) return [sentence];
  return sentence
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}

function score(piece: string): number {
  let points = 0;
  if (detectFeeling(piece)) points += 3;
  if (I_STATEMENT.test(piece)) points += 3;
  if (detectHorsemen(piece).length > 0) points += 2;
  if (detectTopics(piece).length > 0) points += 1;
  if (ALWAYS_NEVER.test(piece)) points += 1;
  if (GREETING.test(piece.replace(/[\p{P}]+$/u, ''))) points -= 3;
  if (THANKS_ONLY.test(piece) && wordCount(piece) <= 3) points -= 3;
  if (wordCount(piece) < 3) points -= 1;
  return points;
}

/** Cut to a quotable length at a word boundary, marking the cut. */
function shorten(text: string): string {
  if (isCjk(text)) {
    const chars = [...text];
    return chars.length > 30 ? `${chars.slice(0, 28).join('')}…` : text;
  }
  const words = text.split(/\s+/);
  return words.length > 16 ? `${words.slice(0, 14).join(' ')}…` : text;
}

/** Tidy the ends of a quote: fillers, wrapping quotes, trailing punctuation (not "?"). */
function tidy(text: string): string {
  let out = text.trim().replace(/^["'«„“]+|["'»“”]+$/gu, '');
  for (let i = 0; i < 3; i++) out = LEADING_CONJUNCTION.remove(FILLER.remove(out));
  out = out.replace(/[\s.,;:!。，；：！]+$/u, '');
  return out.trim();
}

/**
 * The clause of a message most worth reflecting back: feelings and needs first. With
 * `avoidHorsemen`, a clause that shows a horseman is passed over when another one will do (the
 * horseman is named separately, and the experience under it is what deserves reflecting).
 */
export function salientClause(text: string, avoidHorsemen = false): string {
  let pieces = splitSentences(text).flatMap(splitClauses);
  if (pieces.length === 0) return tidy(text);
  if (avoidHorsemen) {
    const calm = pieces.filter((p) => detectHorsemen(p).length === 0 && wordCount(p) >= 3);
    if (calm.length > 0) pieces = calm;
  }
  let best = pieces[0]!;
  let bestScore = score(best);
  for (const piece of pieces.slice(1)) {
    const s = score(piece);
    // Equal scores: the fuller clause says more ("watching them together…", not "He is").
    if (s > bestScore || (s === bestScore && wordCount(piece) > wordCount(best) + 2)) {
      best = piece;
      bestScore = s;
    }
  }
  return shorten(tidy(best)) || shorten(tidy(text));
}

// --- Answers worth summarising: a goal, a view ------------------------------------------------

/** Words that open a goal or a commitment: "my goal is", "I will", "voy a", "ich werde", "我会". */
const GOAL_MARKER = wordPattern(
  "\\b(?:my|our)\\s+goal\\b|\\bi\\s+(?:will|'ll|shall|want\\s+to|would\\s+like\\s+to|'d\\s+like\\s+to|am\\s+going\\s+to|'m\\s+going\\s+to|plan\\s+to|commit\\s+to|promise\\s+to|can|could|could\\s+try\\s+to|intend\\s+to)\\b|\\bwe\\s+(?:will|'ll|could|can|want\\s+to|would\\s+like\\s+to|'d\\s+like\\s+to|are\\s+going\\s+to)\\b|\\b(?:mi|nuestro)\\s+objetivo\\b|\\b(?:quiero|queremos|voy\\s+a|vamos\\s+a|me\\s+gustaría|nos\\s+gustaría|me\\s+comprometo|puedo|podemos|intentaré|haré)\\b|\\b(?:mon|notre)\\s+objectif\\b|\\b(?:je\\s+vais|je\\s+veux|j'aimerais|je\\s+voudrais|je\\s+m'engage|je\\s+peux|on\\s+va|nous\\s+allons|j'essaierai|je\\s+ferai)\\b|\\b(?:mein|unser)\\s+ziel\\b|\\bich\\s+(?:will|werde|möchte|kann|würde\\s+gern|nehme\\s+mir\\s+vor)\\b|\\bwir\\s+(?:wollen|werden|möchten)\\b|我的目标|我们的目标|我会|我要|我想|我打算|我可以|我愿意|我们会|我们要",
);

/** Where a goal ends: a justification or a turn against the other ("…, because you never…"). */
const GOAL_END =
  /\s*;\s*|\s+[–—]\s+|[；]|,?\s+(?:because|since|but|although|though|porque|pero|aunque|ya\s+que|parce\s+que|mais|car|puisque|weil|aber|denn|obwohl)\s+|(?:但是|可是|因为|不过)|[,，]\s*(?=(?:you|tú|tu|du)\s|你)/iu;

/** Sentences of an answer that are no question (a question is not an answer). */
function statementsOf(text: string): string[] {
  const clean = asciiQuotes(text)
    .replace(EMOJI, '')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
  return splitSentences(clean).filter((s) => !/[?？¿]/u.test(s));
}

const attacks = (text: string, horsemen: readonly Horseman[]) =>
  detectHorsemen(text).some((h) => horsemen.includes(h.horseman));

/** Only "ok", "idk", "hi": nothing to quote as a goal or a view. */
function saysNothing(piece: string): boolean {
  const bare = piece
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = wordCount(bare);
  return (
    bare === '' ||
    GREETING.test(bare) ||
    (words <= 6 && UNSURE.test(bare)) ||
    (words <= 4 && AGREE.test(bare)) ||
    (THANKS_ONLY.test(bare) && words <= 3) ||
    words < 2
  );
}

/**
 * A partner's goal (or commitment) in their own words, trimmed to the goal clause: never a
 * question, never a clause that criticises or mocks the other. `undefined` when they set none
 * ("idk", "ok", or only an attack).
 */
export function goalClause(answer: string): string | undefined {
  const sentences = statementsOf(answer);
  for (const sentence of sentences) {
    for (const clause of sentence.split(GOAL_END)) {
      const marker = GOAL_MARKER.exec(clause);
      if (!marker) continue;
      const goal = tidy(clause.slice(marker.index));
      if (!saysNothing(goal) && !attacks(goal, ['criticism', 'contempt'])) return shorten(goal);
    }
  }
  // No "I will", "my goal": the first calm words, from a sentence with no attack in it, that
  // are no hard feeling ("I feel overwhelmed" is no goal).
  const first = sentences
    .filter((s) => !attacks(s, ['criticism', 'contempt']))
    .flatMap((s) => s.split(GOAL_END))
    .map(tidy)
    .find((c) => {
      const feeling = findFeeling(c)?.feeling;
      return !saysNothing(c) && (feeling === undefined || POSITIVE_FEELINGS.has(feeling));
    });
  return first ? shorten(first) : undefined;
}

/**
 * What a partner said to a step (the difficulty, today's topic), for a summary: the salient
 * clause of the sentences that are no question, criticism, contempt or defensiveness.
 */
export function viewClause(answer: string): string | undefined {
  const pieces = statementsOf(answer)
    .filter((s) => !attacks(s, ['criticism', 'contempt', 'defensiveness']))
    .flatMap(splitClauses)
    .filter((p) => !saysNothing(p));
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const piece of pieces) {
    const s = score(piece);
    if (s > bestScore) {
      best = piece;
      bestScore = s;
    }
  }
  const quote = best === undefined ? '' : tidy(best);
  return quote ? shorten(quote) : undefined;
}

/** The clause around a position (to quote the words that showed a horseman). */
function clauseAt(text: string, index: number): string {
  let offset = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, offset);
    if (at <= index && index < at + sentence.length) {
      const clauses = splitClauses(sentence);
      let cursor = at;
      for (const clause of clauses) {
        const start = text.indexOf(clause, cursor);
        if (start <= index && index < start + clause.length) return shorten(tidy(clause));
        cursor = start + clause.length;
      }
      return shorten(tidy(sentence));
    }
    offset = at + sentence.length;
  }
  return shorten(tidy(text));
}

/** The sentence that holds the question mark, for a question to the facilitator. */
function questionSentence(text: string): string {
  const sentence = splitSentences(text).find((s) => /[?？]/u.test(s)) ?? text;
  return shorten(FILLER.remove(sentence).trim());
}

export function analyse(message: TurnMessage, author: 'partnerA' | 'partnerB'): Said {
  const text = asciiQuotes(message.content).replace(EMOJI, '').replace(/\s+/g, ' ').trim();
  const bare = text
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = wordCount(text);
  const horsemen = detectHorsemen(message.content);
  const found = findFeeling(text);
  const mentions = mentionedHorseman(text);
  const base = {
    author,
    name: message.name,
    text,
    content: message.content,
    topics: detectTopics(text),
    horsemen,
    ...(found ? { feeling: found.feeling } : {}),
    feelingNamed: found?.named ?? false,
    quoteShowsHorseman: false,
    generalises: ALWAYS_NEVER.test(text),
    ...(mentions ? { mentions } : {}),
    horsemanQuotes: Object.fromEntries(
      horsemen.map((h) => [h.horseman, clauseAt(asciiQuotes(message.content), h.index)]),
    ) as Partial<Record<Horseman, string>>,
  };
  const original = tidy(text) || message.content.trim();

  if (bare === '') return { ...base, kind: 'short', quote: message.content.trim() };
  if (GREETING.test(bare)) return { ...base, kind: 'greeting', quote: original };
  if (words <= 6 && UNSURE.test(bare)) return { ...base, kind: 'unsure', quote: original };
  if (words <= 4 && AGREE.test(bare)) return { ...base, kind: 'agree', quote: original };
  if (/[?？]/u.test(text)) {
    const found = QUESTION_PATTERNS.find(([, pattern]) => pattern.test(text));
    if (found) {
      return { ...base, kind: 'question', questionKind: found[0], quote: questionSentence(text) };
    }
  }
  if (words <= 2 && horsemen.length === 0 && !base.feeling)
    return { ...base, kind: 'short', quote: original };
  const quote = salientClause(text, horsemen.length > 0);
  return {
    ...base,
    kind: 'statement',
    quote,
    quoteShowsHorseman: detectHorsemen(quote).length > 0,
  };
}

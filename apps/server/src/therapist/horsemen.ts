// The Four Horsemen (Gottman) in what a partner wrote, by deterministic patterns.
//
// Every pattern is a flat alternation with bounded gaps only ({0,n} over a single character
// class), so matching is linear in the message length: no nested quantifiers, no catastrophic
// backtracking. English is covered most thoroughly; Spanish, French, German and Mandarin have the
// common phrasings, because partners may write in the language the facilitator speaks.

import { SENTENCE_ENDS } from '@/lib/text-patterns/script';
import { asciiQuotes, type WordPattern, wordPattern } from '@/lib/text-patterns/word-pattern';

export const HORSEMEN = ['criticism', 'contempt', 'defensiveness', 'stonewalling'] as const;
export type Horseman = (typeof HORSEMEN)[number];

export interface HorsemanInfo {
  horseman: Horseman;
  /** The pattern's name. */
  name: string;
  /** The antidote's name. */
  antidoteName: string;
  /** What the antidote asks of the partner (English; the offline composer's are in phrases/<language>.json). */
  antidote: string;
}

export const HORSEMAN_INFO: Readonly<Record<Horseman, HorsemanInfo>> = {
  criticism: {
    horseman: 'criticism',
    name: 'criticism',
    antidoteName: 'gentle start-up',
    antidote:
      "Use a gentle start-up: talk about your own feeling and a specific situation, then ask for what you need, instead of attacking your partner's character.",
  },
  contempt: {
    horseman: 'contempt',
    name: 'contempt',
    antidoteName: 'culture of appreciation and fondness',
    antidote:
      'Build a culture of appreciation and fondness: say what you feel and need without mockery or insults, and name what you value in your partner.',
  },
  defensiveness: {
    horseman: 'defensiveness',
    name: 'defensiveness',
    antidoteName: 'taking responsibility',
    antidote:
      "Take responsibility: accept even a small part of the problem instead of counter-attacking or explaining why it isn't your fault.",
  },
  stonewalling: {
    horseman: 'stonewalling',
    name: 'stonewalling',
    antidoteName: 'physiological self-soothing',
    antidote:
      'Self-soothe: say that you feel flooded, take a break of at least 20 minutes doing something calming, and agree when you will come back to the conversation.',
  },
};

export interface HorsemanFinding extends HorsemanInfo {
  /** The words that showed it, as written. */
  match: string;
  /** Where `match` starts in the (normalised) text. */
  index: number;
}

interface Rule {
  pattern: WordPattern;
  /** Returns true when the match is not the horseman after all. */
  unless?: (text: string, match: RegExpMatchArray & { index: number }) => boolean;
}

/** The sentence a match sits in. */
function sentenceAround(text: string, index: number, length: number): string {
  const before = text.slice(0, index);
  const start = Math.max(...SENTENCE_ENDS.map((c) => before.lastIndexOf(c))) + 1;
  const after = text.slice(index + length);
  const ends = SENTENCE_ENDS.map((c) => after.indexOf(c)).filter((i) => i >= 0);
  const end = ends.length > 0 ? index + length + Math.min(...ends) : text.length;
  return text.slice(start, end);
}

const POSITIVE = wordPattern(
  '\\b(?:love|loving|appreciate|thank|thanks|grateful|admire|proud|adore|sweet|kind|lovely|wonderful|amazing|best|laugh|smile|enjoy|happy|support|cute|quiero|amo|gracias|encanta|aime|adore|merci|liebe|lieb|danke|schätze)\\b|爱|谢谢|感激|开心',
);
const COMPLAINT = wordPattern(
  "\\b(?:not|don't|doesn't|didn't|ignore|ignores|late|forget|forgets|mess|fault|hate|annoy|annoying|tired\\s+of|sick\\s+of|no|nunca|nada|pas|rien|nicht|nie|kein)\\b|不|没",
);

/** "You always make me laugh" is praise, not criticism: positive words and no complaint. */
const praise: Rule['unless'] = (text, match) => {
  const sentence = sentenceAround(text, match.index, match[0].length).replace(match[0], ' ');
  return POSITIVE.test(sentence) && !COMPLAINT.test(sentence);
};

/** "I feel so stupid" is about oneself, not an insult; "I think you're stupid" is not. */
const SECOND_PERSON = wordPattern("\\b(?:you|you're|your|tu|t'es|te|eres|du|dich|dir)\\b|你");
const FIRST_PERSON = wordPattern(
  "\\b(?:i|i'm|me|myself|feel|felt|yo|me\\s+siento|je|moi|ich|mich|mir)\\b|我",
);
const aboutSelf: Rule['unless'] = (text, match) => {
  const sentence = sentenceAround(text, match.index, match[0].length);
  const before = sentence.slice(0, sentence.indexOf(match[0]));
  return !SECOND_PERSON.test(before) && FIRST_PERSON.test(before);
};

/** Asking for a break and promising to come back is the antidote, not stonewalling. */
const BREAK_REQUEST = wordPattern(
  '\\b(?:take|need|have)\\s+(?:a\\s+)?(?:short\\s+)?(?:break|pause|breather|time-?out)\\b|\\bcome\\s+back\\s+to\\s+(?:this|it)\\b|\\bin\\s+\\d+\\s+minutes\\b|\\btalk\\s+(?:about\\s+it\\s+)?later\\b|\\bpausa\\b|\\bdescanso\\b|\\bmás\\s+tarde\\b|\\bune\\s+pause\\b|\\bplus\\s+tard\\b|\\ben\\s+reparler\\b|\\bPause\\b|\\bspäter\\b|休息|暂停|等会|稍后|晚点',
);
const breakRequested: Rule['unless'] = (text) => BREAK_REQUEST.test(text);

const RULES: Readonly<Record<Horseman, readonly Rule[]>> = {
  criticism: [
    {
      pattern: wordPattern(
        "\\byou(?:'re|\\s+are)?\\s+(?:always|never|constantly|forever)\\b|\\byou\\s+(?:don't|do\\s+not|can't|cannot|won't|will\\s+not)\\s+ever\\b|\\bwhy\\s+can't\\s+you\\s+(?:just|ever)\\b",
      ),
      unless: praise,
    },
    {
      pattern: wordPattern(
        "\\bwhat(?:'s|\\s+is)\\s+wrong\\s+with\\s+you\\b|\\bthe\\s+problem\\s+with\\s+you\\b|\\byou(?:'re|\\s+are)\\s+the\\s+kind\\s+of\\s+person\\b|\\byou\\s+only\\s+(?:ever\\s+)?(?:think|care)\\s+about\\s+yourself\\b|\\byou\\s+(?:don't|do\\s+not)\\s+(?:even\\s+)?care\\b|\\b(?:so|how)\\s+typical\\b|\\btypical\\s+(?:of\\s+)?you\\b",
      ),
    },
    {
      pattern: wordPattern(
        "\\byou(?:'re|\\s+are)\\s+(?:so\\s+|such\\s+an?\\s+|really\\s+|just\\s+|completely\\s+|totally\\s+)?(?:selfish|lazy|inconsiderate|careless|irresponsible|self-?cent(?:er|re)d|immature|controlling|cold|clueless|hopeless|thoughtless|unreliable|impossible|insensitive|useless|dramatic|overdramatic|paranoid|hysterical|needy|clingy|childish|a\\s+child|a\\s+baby)\\b",
      ),
    },
    // The partner in the third person, told to the facilitator: still a global attack.
    {
      pattern: wordPattern(
        "\\b(?:he|she)(?:'s|\\s+is)?\\s+(?:always|never|constantly|forever)\\b|\\b(?:he|she)(?:'s|\\s+is)\\s+(?:so\\s+|such\\s+an?\\s+|really\\s+|just\\s+|completely\\s+|totally\\s+)?(?:selfish|lazy|inconsiderate|careless|irresponsible|self-?cent(?:er|re)d|immature|controlling|clueless|hopeless|thoughtless|unreliable|impossible|insensitive|useless|childish|a\\s+coward)\\b|\\b(?:he|she)\\s+(?:doesn't|does\\s+not)\\s+(?:even\\s+)?care\\b|\\b(?:he|she)\\s+only\\s+(?:ever\\s+)?(?:thinks|cares)\\s+about\\s+(?:himself|herself)\\b",
      ),
      unless: praise,
    },
    {
      pattern: wordPattern(
        "\\b(?:él|ella)\\s+(?:siempre|nunca|jamás)\\b|\\b(?:es|él\\s+es|ella\\s+es)\\s+(?:muy\\s+|tan\\s+|un\\s+|una\\s+)?(?:egoísta|vag[oa]|irresponsable|desconsiderad[oa]|inmadur[oa])\\b|\\b(?:il|elle)\\s+(?!faut\\b|y\\s+a\\b)[^.!?]{0,30}\\b(?:jamais|toujours|tout\\s+le\\s+temps)\\b|\\b(?:il|elle)\\s+est\\s+(?:tellement\\s+|si\\s+|vraiment\\s+)?(?:égoïste|paresseu(?:x|se)|irresponsable|immature|insupportable)\\b|\\b(?:il|elle)\\s+ne\\s+pense\\s+qu'à\\s+(?:lui|elle)\\b|\\b(?:er|sie)\\s+[^.!?]{0,30}\\b(?:nie|niemals|immer|ständig|dauernd)\\b|\\b(?:er|sie)\\s+ist\\s+(?:so\\s+|echt\\s+|total\\s+)?(?:egoistisch|faul|rücksichtslos|unzuverlässig|unreif|verantwortungslos)\\b|(?:他|她)(?:总是|老是|从来不|从不|永远|每次都)|(?:他|她)(?:真|太|就是)(?:自私|懒|不负责任)",
      ),
      unless: praise,
    },
    // Spanish, French, German, Mandarin.
    {
      pattern: wordPattern(
        '\\b(?:siempre|nunca|jamás)\\s+(?:me\\s+|te\\s+|nos\\s+|lo\\s+|la\\s+)?\\p{L}{2,16}(?:as|es|ás|és)\\b|\\bqué\\s+te\\s+pasa\\b|\\bqué\\s+problema\\s+tienes\\b|\\beres\\s+(?:muy\\s+|tan\\s+|un\\s+|una\\s+)?(?:egoísta|vag[oa]|irresponsable|desconsiderad[oa]|inmadur[oa])\\b',
      ),
      unless: praise,
    },
    {
      pattern: wordPattern(
        "\\b(?:tu|t'es)\\b[^.!?]{0,30}\\b(?:jamais|toujours|tout\\s+le\\s+temps)\\b|\\bqu'est-ce\\s+qui\\s+ne\\s+va\\s+pas\\s+chez\\s+toi\\b|\\b(?:tu\\s+es|t'es)\\s+(?:tellement\\s+|si\\s+|vraiment\\s+)?(?:égoïste|paresseu(?:x|se)|irresponsable|immature|insupportable)\\b",
      ),
      unless: praise,
    },
    {
      pattern: wordPattern(
        '\\bdu\\s+[^.!?]{0,30}\\b(?:nie|niemals|immer|ständig|dauernd)\\b|\\b(?:immer|nie)\\s+(?:musst|kannst|willst|machst|hast|bist)\\s+du\\b|\\bwas\\s+(?:ist\\s+los|stimmt\\s+nicht)\\s+mit\\s+dir\\b|\\bdu\\s+bist\\s+(?:so\\s+|echt\\s+|total\\s+)?(?:egoistisch|faul|rücksichtslos|unzuverlässig|unreif|verantwortungslos)\\b',
      ),
      unless: praise,
    },
    {
      pattern: wordPattern(
        '你(?:总是|老是|从来不|从不|永远|每次都)|你(?:到底)?(?:有什么毛病|怎么回事)|你(?:真|太|就是)(?:自私|懒|不负责任)',
      ),
      unless: praise,
    },
  ],
  contempt: [
    {
      pattern: wordPattern(
        '\\b(?:idiot|idiots|moron|stupid|loser|pathetic|ridiculous|disgusting|dumb|clown|jerk|imbecile|worthless|a\\s+joke)\\b',
      ),
      unless: aboutSelf,
    },
    {
      pattern: wordPattern(
        "\\boh,?\\s+(?:great|wonderful|perfect|fantastic|brilliant|lovely|joy|sure)[,.!]{0,3}\\s+(?:another|again|here\\s+we\\s+go|just\\s+what|more|so\\s+now|thanks)\\b|\\byeah,?\\s+right\\b|\\b(?:real|very|so)\\s+mature\\b|\\b(?:big|what\\s+a)\\s+surprise\\b|\\bgrow\\s+up\\b|\\beye-?\\s?rolls?\\b|\\beye-?\\s?rolling\\b|\\brolls?\\s+(?:my\\s+|his\\s+|her\\s+)?eyes\\b|🙄|\\b(?:nice|good)\\s+(?:one|job|going),?\\s+genius\\b|\\bsure,?\\s+because\\s+you(?:'re|\\s+are)\\s+(?:so\\s+)?perfect\\b|\\bmr\\.?\\s+perfect\\b|\\bknow-it-all\\b|\\byou\\s+disgust\\s+me\\b|\\bshut\\s+up\\b",
      ),
    },
    {
      pattern: wordPattern(
        '\\b(?:idiota|estúpid[oa]|patétic[oa]|ridícul[oa]|imbécil|inútil|payas[oa]|stupide|pathétique|ridicule|minable|imbécile|débile|idiot(?:in)?|dumm|blöd|erbärmlich|lächerlich|armselig)\\b',
      ),
      unless: aboutSelf,
    },
    {
      pattern: wordPattern(
        "\\bqué\\s+sorpresa\\b|\\bsí,\\s+claro\\b|\\bmadura\\s+(?:ya|de\\s+una\\s+vez)\\b|\\bme\\s+das\\s+asco\\b|\\bcállate\\b|\\bt'es\\s+nul(?:le)?\\b|\\btu\\s+es\\s+nul(?:le)?\\b|\\bquelle\\s+surprise\\b|\\bc'est\\s+ça,\\s+oui\\b|\\btu\\s+me\\s+dégoûtes\\b|\\bla\\s+ferme\\b|\\btais-toi\\b|\\bna\\s+toll\\b|\\bja\\s+klar\\b|\\bwerd(?:e)?\\s+(?:endlich\\s+)?erwachsen\\b|\\bdu\\s+widerst\\s+mich\\s+an\\b|\\bhalt\\s+die\\s+klappe\\b|白痴|蠢货|可悲|可笑|废物|真行啊|呵呵|恶心|闭嘴|笨蛋|傻瓜",
      ),
    },
  ],
  defensiveness: [
    {
      pattern: wordPattern(
        "\\bnot\\s+my\\s+fault\\b|\\bi\\s+(?:didn't|did\\s+not)\\s+do\\s+anything\\s+wrong\\b|\\bi\\s+did\\s+nothing\\s+wrong\\b|\\b(?:yes|yeah|yea|ok|okay|sure),?\\s+but\\s+you\\b|\\bwhat\\s+about\\s+(?:you|when\\s+you|what\\s+you)\\b|\\byou(?:'re|\\s+are)\\s+one\\s+to\\s+talk\\b|\\byou\\s+do\\s+it\\s+too\\b|\\byou\\s+started\\s+it\\b|\\bdon't\\s+blame\\s+me\\b|\\bwhy\\s+is\\s+it\\s+always\\s+my\\s+fault\\b|\\bi(?:'m|\\s+am)\\s+not\\s+the\\s+one\\s+who\\b|\\byou(?:'re|\\s+are)\\s+the\\s+one\\s+who\\b|\\bthat's\\s+not\\s+true\\b|\\bi\\s+was\\s+(?:only|just)\\s+trying\\s+to\\s+help\\b|\\bwell,?\\s+you\\s+(?:never|always|didn't|don't)\\b",
      ),
    },
    {
      pattern: wordPattern(
        "\\bno\\s+es\\s+(?:mi\\s+culpa|culpa\\s+mía)\\b|\\byo\\s+no\\s+hice\\s+nada\\b|\\bno\\s+he\\s+hecho\\s+nada\\b|\\b(?:sí|vale),?\\s+pero\\s+tú\\b|\\by\\s+tú\\s+qué\\b|\\btú\\s+también\\s+lo\\s+haces\\b|\\bno\\s+me\\s+eches\\s+la\\s+culpa\\b|\\btú\\s+empezaste\\b|\\b(?:ce\\s+n'est|c'est)\\s+pas\\s+(?:de\\s+)?ma\\s+faute\\b|\\bje\\s+n'ai\\s+rien\\s+fait\\b|\\bj'ai\\s+rien\\s+fait\\b|\\boui,?\\s+mais\\s+toi\\b|\\bet\\s+toi\\s+alors\\b|\\btu\\s+fais\\s+pareil\\b|\\bc'est\\s+toi\\s+qui\\s+as\\s+commencé\\b|\\bnicht\\s+meine\\s+schuld\\b|\\bich\\s+habe?\\s+nichts\\s+(?:falsch\\s+)?gemacht\\b|\\bja,?\\s+aber\\s+du\\b|\\bund\\s+was\\s+ist\\s+mit\\s+dir\\b|\\bdu\\s+machst\\s+das\\s+(?:doch\\s+)?auch\\b|\\bdu\\s+hast\\s+angefangen\\b|不是我的错|我没做错|我什么都没做错|我又没做错什么|那你呢|你不也|是你先|别怪我",
      ),
    },
  ],
  stonewalling: [
    {
      pattern: wordPattern(
        "\\bi(?:'m|\\s+am)\\s+done\\s+(?:talking|discussing|arguing|with\\s+(?:this|you|it))\\b|\\bi(?:'m|\\s+am)\\s+done\\s{0,3}(?:[.!]|$)|(?:^|[.!?]\\s{0,3})whatever\\s{0,3}(?:[.!?]|$)|\\bwhatever,?\\s+(?:you\\s+say|i\\s+don't\\s+care|fine)\\b|\\bforget\\s+it\\b|(?:^|[.!?]\\s{0,3})never\\s?mind\\s{0,3}(?:[.!]|$)|\\bi\\s+(?:don't|do\\s+not)\\s+want\\s+to\\s+(?:talk|discuss|get\\s+into|go\\s+into)\\s+(?:about\\s+)?(?:this|it|that)\\b|\\bi(?:'m|\\s+am)\\s+not\\s+(?:talking|discussing)\\s+(?:about\\s+)?(?:this|it|that)\\b|\\bleave\\s+me\\s+alone\\b|\\bno\\s+comment\\b|\\bsilent\\s+treatment\\b|\\bend\\s+of\\s+(?:discussion|conversation|story)\\b|\\bi\\s+have\\s+nothing\\s+(?:more\\s+)?to\\s+say\\b|\\btalk\\s+to\\s+the\\s+hand\\b|\\bi(?:'m|\\s+am)\\s+not\\s+doing\\s+this\\b|\\bi(?:'m|\\s+am)\\s+(?:shutting\\s+down|checking\\s+out|out\\s+of\\s+here)\\b|\\*\\s?(?:silence|walks\\s+away|leaves|ignores)\\s?\\*",
      ),
      unless: breakRequested,
    },
    {
      pattern: wordPattern(
        "\\bolvídalo\\b|\\blo\\s+que\\s+sea\\b|\\bno\\s+quiero\\s+hablar\\s+de\\s+(?:esto|eso)\\b|\\bdéjame\\s+en\\s+paz\\b|\\bse\\s+acabó\\s+(?:la\\s+conversación|el\\s+tema)\\b|\\bme\\s+da\\s+igual\\b|\\blaisse\\s+tomber\\b|\\bpeu\\s+importe\\b|\\bje\\s+(?:ne\\s+)?veux\\s+pas\\s+en\\s+parler\\b|\\bfiche-moi\\s+la\\s+paix\\b|\\bfous-moi\\s+la\\s+paix\\b|\\blaisse-moi\\s+tranquille\\b|\\bje\\s+m'en\\s+fiche\\b|\\bvergiss\\s+es\\b|\\bmir\\s+egal\\b|\\bich\\s+will\\s+nicht\\s+(?:mehr\\s+)?darüber\\s+reden\\b|\\blass\\s+mich\\s+in\\s+ruhe\\b|\\bich\\s+bin\\s+fertig\\s+damit\\b|\\bich\\s+rede\\s+nicht\\s+mehr\\b|算了|随便|我不想谈|不想说了|我不想说|别烦我|懒得说|不想聊|没什么好说的",
      ),
      unless: breakRequested,
    },
  ],
};

/** Spans in quotation marks: reported speech ("I say things like "you always…"") is not an attack. */
function quotedSpans(text: string): [number, number][] {
  return [...text.matchAll(/"[^"\n]{1,300}"|«[^»\n]{1,300}»|「[^」\n]{1,300}」/gu)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
}

function firstHit(rules: readonly Rule[], text: string): { match: string; index: number } | null {
  const quoted = quotedSpans(text);
  for (const rule of rules) {
    for (const match of rule.pattern.matchAll(text)) {
      if (quoted.some(([start, end]) => match.index >= start && match.index < end)) continue;
      if (rule.unless?.(text, match)) continue;
      const trimmed = match[0].replace(/^[\s.!?]+/, '');
      const leading = match[0].length - trimmed.length;
      return { match: trimmed.trim(), index: match.index + leading };
    }
  }
  return null;
}

/**
 * The Four Horsemen that a message shows, in the canonical order (criticism, contempt,
 * defensiveness, stonewalling), each once, with its antidote and the words that showed it.
 */
export function detectHorsemen(text: string): HorsemanFinding[] {
  const normalized = asciiQuotes(text);
  const found: HorsemanFinding[] = [];
  for (const horseman of HORSEMEN) {
    const hit = firstHit(RULES[horseman], normalized);
    if (hit) found.push({ ...HORSEMAN_INFO[horseman], ...hit });
  }
  return found;
}

type SafetyCategory = 'self_harm' | 'violence' | 'abuse';

/**
 * Deterministic safety screen for partner messages (blueprint §5, docs/safety.md).
 *
 * Pure and LLM-free: the text is normalised once (case, Unicode, diacritics, leetspeak,
 * elongations, punctuation), then a fixed list of named pattern groups is tried in order; the
 * first group with a match that is not negated wins. A hit shows the writer a private
 * crisis-resources card and puts the therapist's next reply on its safety protocol, so a false
 * alarm costs little and a miss costs a lot: groups lean towards recall, except where everyday
 * figures of speech are common (documented per group in docs/safety.md).
 *
 * Every pattern works on the normalised alphabet `[a-z0-9 .]` (" . " marks a clause boundary),
 * uses only bounded repetition after a literal anchor, and never nests quantifiers, so matching
 * stays linear in the length of the message.
 */

export type { SafetyCategory };
export interface SafetyMatch {
  category: SafetyCategory;
  /** The pattern group that fired, e.g. 'self_harm.intent'. */
  matched: string;
}

export interface SafetyPattern {
  category: SafetyCategory;
  /** `<category>.<group>`; what `screenMessage` reports as `matched`. */
  name: string;
  pattern: RegExp;
  /** When true, a negator just before the match ("I would never hurt myself") cancels it. */
  negatable: boolean;
}

// ---------------------------------------------------------------------------------------------
// Normalisation

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  $: 's',
  '@': 'a',
};

/**
 * Lower-cases, applies NFKC, strips diacritics and invisible format characters, undoes common
 * leetspeak inside words, shortens runs of 3+ identical letters to two, drops apostrophes
 * ("don't" → "dont") and reduces everything else to single spaces, with " . " at clause
 * boundaries (. ! ? ; : , dashes, line breaks) so that negation does not leak across clauses.
 */
export function normalizeForScreen(text: string): string {
  return (
    text
      .replace(/\u00b4/g, "'")
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\p{M}\p{Cf}]/gu, '')
      .replace(/['\u2018\u2019\u02bc`\u2032]/g, '')
      // "4ever" before the digit map would turn it into "aever".
      .replace(/\b4eva?r?\b/g, 'forever')
      // Leetspeak only inside tokens that also contain a letter: "k1ll" → "kill", but "50 pills"
      // and "988" stay numbers.
      .replace(/[a-z0-9$@]+/g, (token) =>
        /[a-z]/.test(token) ? token.replace(/[013457$@]/g, (c) => LEET[c] ?? c) : token,
      )
      .replace(/([a-z])\1{2,}/g, '$1$1')
      // An ellipsis is a pause, not the end of a clause: "I just... want to die".
      .replace(/\.{2,}/g, ' ')
      .replace(/\s[-\u2012\u2013\u2014\u2015]+\s|[\u2013\u2014\u2015]|[.!?;:,\n\r]+/g, ' . ')
      .replace(/[^a-z0-9.]+/g, ' ')
      .replace(/\s*\.(?:\s*\.)*\s*/g, ' . ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
  );
}

// ---------------------------------------------------------------------------------------------
// Pattern vocabulary (regex source fragments over the normalised text)

const alt = (...parts: string[]): string => `(?:${parts.join('|')})`;
const raw = String.raw;

/** End of a clause: the next token is a boundary or the text ends. */
const END = raw`(?= \.|$)`;

/** kill, kil, kll, killing, killed; "ki11" becomes "kii" after leetspeak, so that too. */
const KILL = raw`k[il]{2,4}(?:ing|in|ed|s)?`;
/** myself, my self, myslef, mysef, meself, myselff, myseelf ("myseeeelf" after collapsing). */
const MYSELF = raw`(?:m[yi]{1,2} ?|me ?|m)s(?:e{1,2}[il]{1,2}f|[il]ef|ef|[il]f)f?\b`;
/** die, diie, diee ("diiiie" after collapsing). */
const DIE = raw`di{1,2}e{1,2}`;
/** suicide, suicidal, sucide, sucidal, suiside, suscide, suicde. */
const SUICIDE = raw`(?:su+i?s?[cs]+i[dt][a-z]*|suicd[a-z]*)`;

const PARTNER_NOUN = alt(
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'ex',
  'bf',
  'gf',
  'spouse',
  'fiance',
  'fiancee',
  'ex husband',
  'ex wife',
  'ex boyfriend',
  'ex girlfriend',
);
const FAMILY_NOUN = alt(
  'dad',
  'father',
  'mom',
  'mum',
  'mother',
  'stepdad',
  'stepfather',
  'stepmom',
  'stepmother',
  'brother',
  'sister',
  'son',
  'daughter',
  'roommate',
  'uncle',
  'aunt',
);

/** Someone who harms the writer: a pronoun or a named relation. */
const AGENT_NP = alt(
  raw`my ${PARTNER_NOUN}`,
  raw`my ${FAMILY_NOUN}`,
  raw`(?:his|her) ${FAMILY_NOUN}`,
);
/** he's, she'll, they'd … once apostrophes are gone. */
const AGENT_CONTRACTED = alt(
  'hes',
  'shes',
  'theyre',
  'youre',
  'hell',
  'shell',
  'theyll',
  'youll',
  'hed',
  'shed',
  'theyd',
  'youd',
);
const AGENT = alt('he', 'she', 'they', 'you', AGENT_NP, AGENT_CONTRACTED);
const NEGATOR_WORD = raw`(?:not|never|dont|doesnt|didnt|wont|wouldnt|cant|couldnt|no|nobody|isnt|wasnt|hasnt|havent|hadnt)\b`;
/**
 * Up to two words between the agent and the verb ("he has always hit me", "she sometimes
 * hits me"), but never a negator: "he has never hit me" does not match. A generic word keeps the
 * compiled regex small; a list of allowed adverbs repeated three times made V8 spend ~100 ms
 * compiling it.
 */
const AGENT_GAP = raw`(?: (?!${NEGATOR_WORD})[a-z]+){0,2}`;

/** Objects a blow can be dealt with: "hit me with a belt" is abuse, "hit me with the news" is not. */
const WEAPON = alt(
  'belt',
  'bat',
  'baseball bat',
  'stick',
  'bottle',
  'pan',
  'frying pan',
  'shoe',
  'phone',
  'remote',
  'chair',
  'fist',
  'closed fist',
  'hand',
  'open hand',
  'glass',
  'book',
  'plate',
  'cane',
  'whip',
  'hanger',
  'cord',
  'hammer',
  'knife',
  'gun',
  'lamp',
  'mug',
  'cup',
  'bowl',
  'board',
  'pipe',
  'rod',
  'broom',
  'pole',
  'brick',
  'rock',
  'stone',
  'wrench',
);
/** "with <something>" that is not a weapon. */
const WITH_NON_WEAPON = raw`with (?!(?:a |an |the |his |her |their |my |your )?${WEAPON}\b)`;

/** People the writer might threaten (no names: see docs/safety.md, limits). */
const TARGET = alt(
  'him',
  'her',
  'them',
  'you',
  'u',
  'ya',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  raw`(?:that|this|the) (?:guy|man|woman|girl|dude|bitch|bastard|asshole|prick|jerk|idiot|slut|whore|kid|boy)`,
  raw`my (?:${PARTNER_NOUN}|${FAMILY_NOUN}|boss|coworker|neighbou?r|kids?|children|baby)`,
  raw`his (?:new )?(?:girlfriend|wife|boyfriend|ex|friend|brother|mistress|lover|affair partner|boss)`,
  raw`her (?:new )?(?:boyfriend|husband|girlfriend|ex|friend|brother|lover|affair partner|boss)`,
);
/** What follows a target when the "target" is really a possessive or an idiom. */
const NOT_A_PERSON_AFTER_TARGET = raw`(?! ${alt(
  raw`feelings?`,
  'pride',
  'ego',
  raw`chances?`,
  'career',
  'reputation',
  'business',
  'credit',
  'image',
  raw`plans?`,
  'mood',
  'vibe',
  'game',
  'heart',
  'trust',
  'argument',
  raw`points?`,
  raw`ideas?`,
  'logic',
  'position',
  'case',
  'record',
  'score',
  'confidence',
  'self esteem',
  raw`dreams?`,
  'cooking',
  raw`jokes?`,
  'car',
  'phone',
  'stuff',
  'things',
  'up',
  'off',
  'out',
  raw`back (?:later|tomorrow|soon)`,
  raw`at (?:chess|cards|tennis|golf|poker|pool|this|that|it|games?|mario|mario kart|monopoly|scrabble|trivia)`,
  raw`in (?:a|the) (?:game|race|match|argument|debate|election)`,
  'to it',
  'to the punch',
  'home',
  'there',
  'some slack',
  'a break',
  'loose',
  'short',
  'down to size',
  raw`(?:a|an) (?:deal|slice|piece|check|break|cd)`,
  WITH_NON_WEAPON,
)})`;

/** Ways the writer says they will act. "I could kill him" is left out on purpose (hyperbole). */
const FUTURE = alt(
  raw`i ?ll`,
  'i will',
  'i shall',
  raw`i ?m (?:going to|gonna|gunna|about to|planning to|ready to|fixing to)`,
  'i am (?:going to|gonna|about to|planning to|ready to)',
  'imma',
  'ima',
  'i want to',
  'i wanna',
  'i plan to',
  'i intend to',
  'i need to',
  // Only at the start of a clause: "gonna hurt him", but not "you're gonna hurt him".
  raw`(?<![a-z] )(?:gonna|going to|finna)`,
);
const FUTURE_ADVERB = raw`(?: ${alt(
  'fucking',
  'fuckin',
  'really',
  'just',
  'seriously',
  'actually',
  'literally',
  'definitely',
  'probably',
  'totally',
  'honestly',
  'finally',
  'eventually',
  'legit',
  'straight up',
  'go',
)})?`;
const HARM = alt(
  KILL,
  'murder',
  'murda',
  'hurt',
  'harm',
  'stab',
  'shank',
  'shoot',
  'strangle',
  'choke',
  'throttle',
  'beat',
  'beat up',
  'batter',
  'punch',
  'hit',
  'smack',
  'slap',
  'kick',
  'bash',
  'attack',
  'torture',
  'poison',
  'drown',
  'burn',
  'smother',
  'suffocate',
  'maim',
  'cut',
  'slash',
  'gut',
  'un ?alive',
  'end',
  'shove',
);
const HARM_ING = alt(
  raw`k[il]{2,4}ing`,
  'murdering',
  'hurting',
  'stabbing',
  'shooting',
  'strangling',
  'choking',
  'beating',
  'punching',
  'poisoning',
  'drowning',
  'burning',
  'smothering',
  'torturing',
);
const POSSESSIVE = alt('his', 'her', 'their', 'your');
const HARM_PHRASE = alt(
  raw`run (?:him|her|them|you) over`,
  raw`put (?:him|her|them|you) in (?:the|a) (?:hospital|ground|grave|coffin|body bag)`,
  raw`break ${POSSESSIVE} (?:face|neck|jaw|nose|legs?|arms?|bones|skull|teeth|fingers|ribs)`,
  raw`(?:bash|smash|cave|kick) ${POSSESSIVE} (?:head|face|skull|teeth)(?: in)?`,
  raw`slit ${POSSESSIVE} throat`,
  raw`blow ${POSSESSIVE} (?:brains|head) (?:out|off)`,
  raw`make (?:him|her|them|you) (?:suffer|bleed)`,
  raw`make (?:him|her|them|you|u) pay(?= \.|$| (?:for (?:this|that|what|everything|all of (?:this|it))|dearly|with (?:his|her|their|your) (?:life|blood))\b)`,
  raw`beat the (?:shit|crap|hell|life|living daylights) out of ${TARGET}`,
  raw`end ${POSSESSIVE} life`,
  raw`take (?:him|her|them|you) out(?= \.|$| (?:if|when|for good|permanently)\b)`,
  raw`punch (?:him|her|you|them) in the (?:face|mouth|head|throat|stomach|gut)`,
  raw`knock (?:him|her|them|you) (?:out|the fuck out|unconscious)`,
  raw`beat (?:him|her|them|you|u) up`,
  raw`(?:get|grab|load|fetch) (?:my|the|a|his|dads) (?:gun|rifle|shotgun|pistol|revolver)`,
  raw`(?:see|have|get) (?:him|her|them|you) (?:dead|killed)`,
);

/** Verbs of assault on the writer, used as "<agent> … <verb> me". */
const ASSAULT = alt(
  'hit',
  'hits',
  'hitting',
  'beat',
  'beats',
  'beating',
  'beaten',
  raw`punch(?:es|ed|ing)?`,
  raw`slap(?:s|ped|ping)?`,
  raw`smack(?:s|ed|ing)?`,
  raw`chok(?:e|es|ed|ing)`,
  raw`strangl(?:e|es|ed|ing)`,
  raw`throttl(?:e|es|ed|ing)`,
  raw`shov(?:e|es|ed|ing)`,
  raw`stab(?:s|bed|bing)?`,
  raw`spit on|spits on|spat on`,
  raw`rap(?:e|es|ed|ing)`,
  raw`molest(?:s|ed|ing)?`,
  raw`(?:sexually )?assault(?:s|ed|ing)?`,
  raw`abus(?:e|es|ed|ing)`,
  raw`headbutt(?:s|ed|ing)?`,
  raw`bruis(?:e|es|ed|ing)`,
  raw`burn(?:s|ed|t)`,
  raw`kick(?:s|ed|ing)?`,
  raw`whip(?:s|ped)`,
  raw`suffocat(?:e|es|ed|ing)`,
  raw`smother(?:s|ed|ing)?`,
  raw`tortur(?:e|es|ed|ing)`,
);
const NOT_ASSAULT_AFTER_ME = raw`(?! ${alt(
  'up',
  'out',
  'off',
  'at',
  'to it',
  'to the',
  raw`in (?:a|the) (?:game|race|match|argument|debate)`,
  'where it hurts',
  'under the table',
  'playfully',
  'jokingly',
  'as a joke',
  WITH_NON_WEAPON,
)})`;

const SUBJECT_WILL = raw`(?: (?:he|she|they)(?: (?:would|will|could|might|is going to|was going to|is gonna|was gonna|gonna|going to))?| (?:hed|shed|theyd|hell|shell|theyll|hes going to|shes going to|hes gonna|shes gonna|theyre going to|theyre gonna)| (?:would|will|is going to|was going to|gonna))?`;
const THREAT_VERB = alt(
  KILL,
  'hurt',
  'beat',
  'hit',
  'shoot',
  'stab',
  'strangle',
  'choke',
  'end',
  'break',
  'rape',
  'burn',
  'murder',
  'bury',
);
const LEAVING_CONDITION = alt(
  'leave',
  'ever leave',
  'try to leave',
  'left',
  'ever left',
  'go to the police',
  'call the police',
  'called the police',
  'call the cops',
  'tell anyone',
  'tell anybody',
  'tell someone',
  'told anyone',
  'told anybody',
  'told someone',
  'report',
  'reported',
  'talk to anyone',
  'ask for help',
  'divorce',
  'file',
);
const FEARFUL = alt('scared', 'afraid', 'terrified', 'frightened', 'fearful', 'petrified');
const SUBJECT = alt(
  'he',
  'she',
  'they',
  'hell',
  'shell',
  'theyll',
  'hed',
  'shed',
  'theyd',
  'hes',
  'shes',
  'theyre',
  AGENT_NP,
);

/** What "I don't want to … anymore" must be followed by to mean life rather than a place or a plan. */
const LIVE_TARGET = alt(
  raw`live(?= \.|$| (?:anymore|any more|any longer|another day|no more|either|now|at all)\b)`,
  'be alive',
  raw`exist(?= \.|$| anymore\b)`,
  raw`be (?:here|around) (?:anymore|any more|any longer|no more)`,
  raw`wake up(?: (?:again|tomorrow|anymore))?(?= \.|$)`,
  raw`go on(?= \.|$| (?:anymore|any longer|living)\b)`,
  raw`keep (?:living|going)(?= \.|$| anymore| any longer)`,
);

interface PatternGroup {
  category: SafetyCategory;
  name: string;
  negatable: boolean;
  /** Regex sources; each becomes its own RegExp (one huge alternation compiles much slower). */
  alternatives: string[];
}

// ---------------------------------------------------------------------------------------------
// The pattern groups, in priority order: self-harm first (most urgent), then abuse of the writer,
// then the writer's violence towards others.

const GROUPS: readonly PatternGroup[] = [
  {
    category: 'self_harm',
    name: 'self_harm.suicide',
    negatable: true,
    // "career suicide" and "suicide prevention month" are figures of speech / awareness talk.
    alternatives: [
      raw`(?<!\b(?:career|political|social|commercial|electoral|professional|financial|fashion|brand) )\b${SUICIDE}\b(?! (?:prevention|awareness|squad|doors?|mission))`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.slang',
    negatable: true,
    alternatives: [
      raw`\bkms\b`,
      raw`\bun ?aliv(?:e|es|ed|ing)\b(?! (?:him|her|them|you|u|that|this|his|my (?:${PARTNER_NOUN}|${FAMILY_NOUN}))\b)`,
      raw`\bsewer ?slid(?:e|es|ing)\b`,
      raw`\bself ?delet(?:e|es|ed|ing)\b(?! (?:messages?|texts?|posts?|snaps?|account|photos?))`,
      raw`\bcommit (?:sudoku|toaster bath|die)\b`,
      raw`\btoaster bath\b`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.kill_self',
    negatable: true,
    alternatives: [
      // "killing myself laughing / at work" are figures of speech.
      raw`\b${KILL} ${MYSELF}(?! ${alt(
        'laughing',
        'lol',
        'lmao',
        'haha',
        raw`at (?:work|the gym|the office)`,
        raw`over (?:this|that|it|work|nothing)`,
        'working',
        'trying',
        'studying',
        raw`for (?:this|that|nothing|work|them|you|him|her|the (?:kids|family|job))`,
        raw`to (?:make|keep|get|finish|pay|please|impress)`,
      )}\b)`,
      raw`\b(?:off(?:ing)?|hang(?:ing|ed)?|shoot(?:ing)?|shot|drown(?:ing|ed)?|poison(?:ing|ed)?|suffocat(?:e|ing|ed)|gas(?:sing)?|overdos(?:e|ing)) ${MYSELF}(?! in the foot\b)`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.end_life',
    negatable: true,
    alternatives: [
      raw`\bend(?:ing|ed)? my (?:own )?(?:life|existence)\b`,
      raw`\b(?:tak(?:e|ing|en)|took) my own life\b`,
      raw`\b(?:tak(?:e|ing|en)|took) my life(?= \.|$| (?:tonight|soon|today|now|and|because|if|when)\b)`,
      raw`\bend(?:ing)? it all\b`,
      raw`\bend(?:ing)? everything\b(?! (?:between|with|we)\b)`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.hurt_self',
    negatable: true,
    alternatives: [
      // Accidents ("I cut myself while cooking", "burned myself on the stove") are not self-harm.
      raw`(?<!accidentally )\b(?:hurt(?:ing|s)?|harm(?:ing|ed|s)?|cut(?:ting|tin|s)?|burn(?:ing|ed|t|s)?|punish(?:ing|ed)?|scratch(?:ing|ed)?|bruis(?:e|ing|ed)|starv(?:e|ing|ed)|hit(?:ting)?|punch(?:ing|ed)?) ${MYSELF}(?! ${alt(
        'while',
        raw`on (?:the|a|my)`,
        'shaving',
        'cooking',
        'chopping',
        'opening',
        raw`at (?:the gym|work|practice)`,
        'playing',
        'running',
        'lifting',
        'working out',
        'by accident',
        'accidentally',
        'skiing',
        'climbing',
        'hiking',
        raw`in the (?:kitchen|garden|gym)`,
        'when i fell',
      )}\b)`,
      raw`\bself ?(?:harm|injur|mutilat)[a-z]*\b`,
      raw`\b(?:been|started|start|starting|keep|kept|back to|urge to|urges to|relapsed|relapsing|tempted to) (?:cutt?ing|cut|burning|burn)(?: myself)?(?: (?:again|lately|more|recently|every (?:night|day)))?(?= \.|$| (?:and|but|because|when|since|so|again)\b)`,
      raw`\b(?:cut|cutting|slit|slitting|slash|slashing|slice|slicing|open|opening) (?:open )?my (?:wrists?|veins?)\b`,
      raw`\b(?:cut|cutting|slash|slashing) my (?:arms?|thighs?|legs?|skin)\b(?! (?:on (?:a|the)|while|shaving|cooking|by accident)\b)`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.intent',
    negatable: true,
    alternatives: [
      raw`\b(?:want(?:ed|s|ing)?|wanna|wish(?:ed|ing)?|ready|planning|plan|plans|deserve|need|hope|hoping|pray(?:ing)?)(?: to)?(?: that)?(?: i)?(?: (?:just|really|could|would|can|might|should|will|d))?(?: (?:just|simply|finally))? ${alt(
        raw`${DIE}\b(?! (?:of|from|laughing|old|happy|together|a little|inside|for|in your arms|with you|on (?:this|that) hill|alone)\b)`,
        raw`be dead\b`,
        raw`not (?:be here|exist|be alive|wake up)\b`,
        raw`stop (?:existing|living|breathing)\b`,
        raw`cease to exist\b`,
        raw`(?:disappear|vanish) (?:forever|for good|permanently)\b`,
        raw`sleep forever\b`,
        raw`never wake up\b`,
        raw`(?:fall asleep|go to sleep) and (?:never|not) wake up\b`,
      )}`,
      raw`\bwish (?:i|id) (?:was|were|had died|could be|would be|be) dead\b`,
      raw`\bwish (?:i|id) (?:was|were|had) never (?:been )?born\b`,
      raw`\bwish (?:i|id) (?:wasnt|werent|was not|were not) (?:alive|born|around anymore|here anymore)\b`,
      raw`\bbetter off dead\b`,
      raw`\bmight as well (?:be dead|${DIE}|kill myself|end it)\b`,
      // "I'd rather die than watch that again" is hyperbole; "rather die than live like this" is not.
      raw`\b(?:rather|prefer to) (?:${DIE}|be dead)(?: than (?:live|living|go on|going on|keep (?:living|going|doing this)|wake up|face|spend another|stay)\b|${END})`,
      raw`\b(?:sleep|asleep) and (?:never|not) wake up\b`,
      raw`\b(?:hope|hoping|wish|pray)(?: that)? i (?:dont|do not|never|wont) wake up\b`,
      raw`\b(?:disappear|vanish)(?:ing|ed)? (?:forever|for good|permanently)\b`,
      raw`\b(?:want|wish|need|ready for) (?:it all|my life|this life) to (?:end|be over)\b`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.no_will_to_live',
    // These phrasings carry their own negation ("I don't want to live anymore").
    negatable: false,
    alternatives: [
      raw`\b(?:dont|do not|didnt|did not|no longer|not sure (?:if )?i|dont know if i|dont think i)(?: (?:really|even))? (?:want|wanna|wish)(?: to)? ${LIVE_TARGET}`,
      raw`\b(?:no|dont see (?:the|any)|cant see (?:the|any)|whats the|what is the|lost (?:the|any|my|all)|dont have (?:a|any)|there is no|theres no|see no|find no) (?:point|reason|purpose|will) (?:of|in|to|for) ${alt(
        'living',
        'life',
        'being alive',
        'existing',
        'staying alive',
        'being here',
        'live',
        'keep living',
        raw`(?:go on|going on|carry on|carrying on|keep going)${END}`,
      )}`,
      raw`\b(?:nothing|no one|nobody|noone|nothing left|no reason)(?: left)? to live for\b`,
      raw`\bno reason to (?:live|go on|keep going|stay alive|be alive)\b`,
      raw`\b(?:cant|cannot|can not) (?:go on|keep going|carry on|keep living|go on living|do life)(?: (?:anymore|any more|any longer|no more))?${END}`,
      raw`\b(?:tired|sick|exhausted|done|finished) (?:of|with) (?:living|being alive|life|existing)\b(?! (?:in|with|here|there|like|at|paycheck|under|on|near|together|apart|this way|so far)\b)`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.burden',
    negatable: true,
    alternatives: [
      raw`\bbetter off ${alt(
        'without me',
        raw`with me (?:gone|dead)`,
        raw`(?:when|once|if) im (?:gone|dead)`,
        raw`if i (?:died|disappeared|never existed|was gone|were gone|was dead|were dead|wasnt here|werent here|wasnt around|werent around|was not here|were not here|killed myself|was never born|had never been born)`,
      )}\b`,
      raw`\b(?:world|everyone|everybody|family|kids|children|people|they) (?:would |will |d |ll )?be (?:better|happier|easier)(?: off)? without me\b`,
      raw`\b(?:nobody|no one|noone|no body)(?: (?:would|will|d|ll|even|really)){0,3} (?:care|notice|miss me|be sad|cry)(?: at all)? if i (?:died|was gone|were gone|disappeared|killed myself|wasnt here|werent here|was dead|were dead|wasnt around|werent around|vanished|left forever)\b`,
      raw`\b(?:im|i am|i feel like)(?: (?:just|such|only|nothing but|always))? (?:a|an) (?:burden|waste of (?:space|air|oxygen|life)) (?:to|on|for) (?:everyone|everybody|my family|all of you|the world|them|people|you all|my kids|this family)\b`,
      raw`\b(?:im|i am)(?: just| such)? (?:a|an) waste of (?:space|oxygen|air|life)\b`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.farewell',
    negatable: true,
    alternatives: [
      raw`\b(?:wont|will not|not going to|not gonna|aint gonna) be (?:around|here|alive) (?:much longer|for (?:much )?longer|for long|anymore|any more)\b(?! (?:to|for|after|once|because i(?:m| am) (?:moving|leaving|travell?ing))\b)`,
      raw`\bwont be alive\b`,
      raw`\b(?:wrote|written|writing|write|left|leave|leaving|drafted|drafting|finished|prepared)(?: (?:a|my|the|some|all|final|last|little)){0,2} (?:goodbye|farewell|suicide) (?:letter|note|message|video|letters|notes|messages|videos)\b`,
      raw`\b(?:giv(?:e|es|ing|en)|gave) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|pets?|cats?|dogs?)\b(?! (?:before (?:we|the|i) move|to (?:charity|goodwill)|on (?:marketplace|craigslist|ebay))\b)`,
      raw`\b(?:giv(?:e|es|ing|en)|gave) (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|pets?|cats?|dogs?) away\b(?! (?:before (?:we|the|i) move|to (?:charity|goodwill)|on (?:marketplace|craigslist|ebay))\b)`,
      raw`\b(?:dont think|doubt|not sure if|not sure) (?:i ?ll|i will) be (?:around|here|alive) (?:much longer|for (?:much )?longer|for long|anymore|any more)\b(?! (?:to|for|after|once|because i(?:m| am) (?:moving|leaving|travell?ing))\b)`,
      raw`\bsaying goodbye (?:to everyone|for good|forever)\b`,
    ],
  },
  {
    category: 'self_harm',
    name: 'self_harm.method',
    negatable: true,
    alternatives: [
      raw`\b(?:saving|saved|stockpil(?:e|es|ed|ing)|hoard(?:ing|ed)?|stash(?:ing|ed)?|counting|counted)(?: up)?(?: (?:all|of|my|the|some|enough|these|those|a bunch of|extra|his|her|old|leftover|spare)){0,3} (?:pills|meds|medication|medications|tablets|sleeping pills|painkillers|pain killers|oxys?|opioids|insulin)\b`,
      raw`\b(?:take|took|taking|swallow(?:ed|ing)?|down(?:ed|ing)?) (?:a whole bottle|the whole bottle|an entire bottle|a bunch|a handful|handfuls|too many|enough)(?: of)?(?: (?:my|the|those|these|his|her))?(?: (?:sleeping|pain|blood pressure|anxiety))? (?:pills|meds|tablets|painkillers|medication|medicine)\b`,
      raw`\b(?:take|took|taking|swallow(?:ed|ing)?) all(?: of)?(?: (?:my|the|those|these))?(?: (?:sleeping|pain|anxiety))? (?:pills|meds|tablets|painkillers|medication) (?:at once|tonight|together|in one go|and never|and sleep|and not wake|to end it)\b`,
      raw`\b(?:want(?:ed)?|wanna|going|gonna|planning|plan|thinking (?:about|of)|thought (?:about|of)|tried|try|trying|attempted|attempt|ready|decided|urge|tempted|might|could|will|ill)(?: to)? (?:over ?dos(?:e|ing)|od(?:ing)?)\b`,
      raw`\bover ?dos(?:e|ed|ing) on purpose\b`,
      raw`\b(?:i|i have|ive|i had)(?: (?:once|already|almost|nearly))? (?:overdosed|oded)\b(?! on (?:caffeine|coffee|netflix|sugar|tv|chocolate|candy|work)\b)`,
      raw`\bjump(?:ing|ed|s)? (?:off|from) (?:a|the|this|that|my|our|his|her)(?: [a-z]+)? (?:bridge|roof|rooftop|building|balcony|cliff|ledge|overpass|window|parking garage|tower)\b`,
      raw`\b(?:jump|jumping|step|stepping|walk|walking|throw myself|throwing myself|lie down|lay down|lying down)(?: out)? in front of (?:a|the|an|some)(?: [a-z]+)? (?:train|bus|car|truck|subway|traffic|lorry|tram)\b`,
      raw`\b(?:drive|drove|driving|steer|crash|crashing|swerve|swerving)(?: (?:my|the) car)? (?:off (?:a|the) (?:bridge|cliff|overpass)|into (?:oncoming traffic|a tree on purpose|the river|the lake|the ocean|a wall on purpose))\b`,
      raw`\b(?:tie|tied|tying|made|make|making|bought|buy|have|got)(?: a| my)? noose\b`,
      raw`\bi (?:held|put|pointed|hold|have held|keep putting)(?: a| the| my| his| her)? (?:gun|knife|blade|razor|pistol) (?:to|against|at) my (?:own )?(?:head|throat|wrists?|chest|neck|temple)\b`,
      raw`\b(?:bought|buy|buying|got|get) (?:a )?gun (?:for myself|to use on myself|to end it)\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.physical',
    negatable: true,
    alternatives: [
      raw`\b${AGENT}${AGENT_GAP} ${ASSAULT} me\b${NOT_ASSAULT_AFTER_ME}`,
      raw`\b${AGENT}${AGENT_GAP} beat(?:s|en)? me up\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:push(?:es|ed|ing)?|shov(?:e|es|ed|ing)|pull(?:s|ed|ing)?|drag(?:s|ged|ging)?|yank(?:s|ed|ing)?) me ${alt(
        'down',
        'over',
        'against',
        'off',
        'onto',
        raw`into (?:a|the) (?:wall|door|table|floor|ground|stairs|car|counter|dresser|cabinet|closet|mirror|window|bathtub|tub)`,
        raw`to the (?:ground|floor)`,
        raw`out of (?:(?:the|a|his|her|my|our) )?(?:car|house|room|bed|bedroom|door|apartment|flat)`,
        raw`by (?:my|the) (?:hair|arm|arms|neck|throat|wrist|wrists|collar)`,
        raw`across (?:the|a) (?:room|floor|kitchen)`,
        'hard',
        'around',
      )}\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:push(?:es|ed)?|shov(?:es|ed)) me(?= \.|$| (?:and|so|again|when|because)\b)`,
      raw`\b(?:push(?:ed|es)?|shov(?:ed|es)|threw|throws|thrown|kick(?:ed|s)) me down (?:the |a )?(?:stairs|steps|staircase)\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:grab(?:s|bed|bing)?|pull(?:s|ed|ing)?|yank(?:s|ed|ing)?|squeez(?:es|ed)|twist(?:s|ed)) (?:me by (?:my|the) (?:throat|neck|hair|arm|arms|wrist|wrists|face|shoulders?|collar|jaw)|my (?:throat|neck|hair|wrists?|jaw))\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:threw|throws|throw|thrown|hurled|hurls) (?:me (?:down|against|into|across|onto|out of|on (?:the|a) (?:floor|ground|bed))|(?:something|things|stuff|objects|plates|glasses|bottles|dishes|chairs|(?:a|the|his|her|my) (?:plate|glass|bottle|mug|cup|chair|phone|shoe|book|lamp|knife|remote|bowl|pan|vase|laptop)) at me)\b`,
      raw`\b${AGENT}${AGENT_GAP} hurt(?:s|ing)? me (?:physically|badly|so bad(?:ly)?|really bad|when (?:hes|shes|theyre|he is|she is|they are|he gets|she gets|they get|he got|she got|he was|she was) (?:drunk|high|angry|mad|wasted|upset))\b`,
      raw`\b(?:hes|shes|theyre|he is|she is|he has been|she has been|hes been|shes been) (?:physically )?hurting me(?= \.|$| (?:and|again|every|when)\b)`,
      raw`\b(?:i was|i got|i get|ive been|i have been|i am being|im being|i keep getting|been|being)(?: (?:repeatedly|sexually|physically|brutally|badly|violently|verbally|emotionally|just|almost|nearly))? (?:beaten|beat up|choked|strangled|raped|sexually assaulted|assaulted|molested|abused|punched|slapped|smacked|kicked|pushed down|shoved|thrown (?:down|against|into)|stabbed)\b(?! (?:out|off|at|to it|to the|in (?:a|the) (?:game|race|match|final|semifinal|election|vote)|by (?:a|one|two|\d+) (?:point|goal|vote)s?)\b| ${WITH_NON_WEAPON})`,
      raw`\brap(?:e|ed|es|ing)\b(?! (?:scene|scenes|culture|joke|jokes|case|trial|kit|statistics|stats|allegations?|accusations?|charges?)\b)`,
      raw`\b${AGENT}${AGENT_GAP} (?:forc(?:es|ed)|pin(?:s|ned)) (?:himself|herself|themselves) on me\b`,
      // Injuries named by body part: "broke my arm", not "broke my heart" or "broke my phone".
      raw`\b${AGENT}${AGENT_GAP} (?:broke|breaks|fractured|cracked|dislocated|split|bloodied|busted) my (?:arm|wrist|nose|jaw|ribs?|fingers?|tooth|teeth|lip|collarbone|cheekbone|eye socket|hand|leg|ankle|skull)\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:gave|gives|left) me (?:a )?(?:black eye|bloody nose|bloody lip|split lip|concussion|bruises|broken (?:nose|rib|ribs|arm|wrist|jaw))\b`,
      raw`\b${AGENT}${AGENT_GAP} (?:scratch(?:es|ed)|claw(?:s|ed)|spits? (?:in|on)|spat (?:in|on)|slap(?:s|ped)|punch(?:es|ed)|hits?|smash(?:es|ed)|bit|bites) my (?:face|neck|head|chest|back|stomach)\b(?! (?:playfully|jokingly|by accident|accidentally|as a joke)\b)`,
      // Hands on the neck is a strong predictor of lethal violence, whatever the verb.
      raw`\b(?:his|her|their|your|both) hands? (?:around|round|on|at) my (?:neck|throat)\b`,
      raw`\b${AGENT}${AGENT_GAP} pin(?:s|ned|ning)? me (?:down|against|to (?:the|a) (?:wall|floor|bed|ground))\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.sexual',
    negatable: true,
    alternatives: [
      raw`\b(?:forc(?:e|es|ed|ing)|pressur(?:e|es|ed|ing)|coerc(?:e|es|ed|ing)|guilt(?:s|ed|ing)?|blackmail(?:s|ed|ing)?) me (?:to |into )?(?:have sex|having sex|sex|sleep with|sleeping with|do (?:sexual )?(?:things|stuff)|doing (?:sexual )?(?:things|stuff)|sexual|perform|give (?:him|her) (?:a )?(?:blowjob|bj|head)|touch (?:him|her))\b`,
      raw`\b(?:made|makes|make) me (?:have sex|sleep with|do sexual|perform sexual|give (?:him|her) (?:a )?(?:blowjob|bj|head))\b`,
      raw`\b(?:has|had|have|having|wants|wanted) sex with me (?:when|while|even though|after) i (?:said no|was asleep|was sleeping|was drunk|was passed out|didnt want|did not want|told (?:him|her) no|begged)\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.threat',
    negatable: true,
    alternatives: [
      raw`\bthreat(?:en|ens|ened|ening) (?:to )?(?:${THREAT_VERB}|harm|choke|strangle) (?:me|us|my|the kids|the children|our|himself|herself|themselves|you|him|her)\b`,
      raw`\bthreat(?:en|ens|ened|ening) (?:to )?take (?:the|my|our) (?:kids|children|baby|son|daughter)\b`,
      raw`\bthreat(?:en|ens|ened|ening) me\b(?! ${WITH_NON_WEAPON})`,
      raw`\b${AGENT}(?: (?:said|says|swore|swears|told me|tells me|keeps saying|kept saying|warned me|screamed|yelled|promised|texted|wrote))(?: that)?${SUBJECT_WILL} ${THREAT_VERB} me\b`,
      raw`\b${AGENT}(?: (?:will|would|might|could|is going to|is gonna|gonna|going to))? (?:${KILL}|hurt|beat|hit|shoot|stab|murder) me if i ${LEAVING_CONDITION}\b`,
      raw`\b(?:knife|gun|blade|pistol|scissors|razor) (?:to|against|at) my (?:throat|head|neck|chest|face|stomach|temple)\b`,
      raw`\b(?:pointed|points|pulled|pulls|held|holds|waved|waves|aimed|aims)(?: (?:a|his|her|the|their))? (?:gun|knife|blade|pistol|rifle) (?:at|on) me\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.fear',
    negatable: true,
    alternatives: [
      raw`\b(?:${FEARFUL}|fear)(?: of)? what ${SUBJECT}(?: (?:will|might|would|could|may|is going to|is gonna|going to|gonna|ll|d))? (?:do|is capable of|capable of)\b`,
      raw`\b${FEARFUL} (?:of )?(?:him|her|them|${AGENT_NP})(?= \.|$| (?:when|and|because|sometimes|now|lately|every|all the time|most days|at night|honestly|tbh|so|but)\b)`,
      raw`\b(?:${FEARFUL}|worried)(?: that)? ${SUBJECT}(?: (?:will|might|would|could|may|is|was))?(?: (?:going to|gonna|about to|trying to|planning to|finally|actually|really|seriously))? (?:(?:hurt|${KILL}|hit|beat|attack|strangle|choke|rape|stab|shoot) me\b|(?:find|come after|track down) me(?= \.|$| (?:if|when|again|and)\b))`,
      raw`\b${FEARFUL} (?:to (?:go|be) (?:back )?home|of going (?:back )?home|to leave (?:him|her|them|${AGENT_NP})|(?:to be|of being) (?:alone )?(?:with|around|near) (?:him|her|them|${AGENT_NP})|for my (?:life|safety))\b`,
      raw`\b(?:dont|do not|never|no longer) feel safe (?:at home|in (?:my|our|this) (?:own )?(?:home|house|apartment|bed)|with (?:him|her|them|${AGENT_NP})|around (?:him|her|them|${AGENT_NP}))\b`,
      raw`\b(?:im|i am|i m) not safe (?:at home|with (?:him|her|them)|here|in (?:my|this|our) (?:home|house))\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.control',
    negatable: true,
    alternatives: [
      raw`\b${AGENT}(?: (?:always|just|even|still|literally|really|completely|totally|now|basically))? (?:wont|doesnt|does not|will not|never|refuses to|wouldnt|didnt|wont even|doesnt even|hardly ever|rarely) (?:let|lets|allow|allows|permit|permits) me (?:to )?${alt(
        raw`see (?:my|any|anyone|anybody|people|family|friends|our)`,
        raw`talk to (?:my|any|anyone|anybody|other|people|friends|family|our)`,
        raw`call (?:my|anyone|anybody|people|friends|family)`,
        raw`text (?:my|anyone|friends)`,
        'visit',
        raw`go (?:out|anywhere|outside|to work|to school|to church|to (?:my|the) (?:doctor|family|friends|parents|mom|mum|dad|sister|brother|gym))`,
        raw`leave(?= \.|$| (?:the (?:house|room|apartment|flat|home)|him|her|the relationship|home|without|alone)\b)`,
        raw`have (?:my own |any |access to |my |a )?(?:money|cash|job|phone|car|friends|bank|card|keys|passport|account|own money)`,
        'work',
        'get a job',
        'keep a job',
        raw`use (?:the|my) (?:phone|car|computer|bank)`,
        'drive',
        raw`access (?:our|my|the) (?:money|bank|account)`,
        raw`make (?:my own )?(?:decisions|money)`,
      )}`,
      raw`\block(?:s|ed|ing)? me (?:in|out|up|inside|outside)\b(?! of (?:the|my|our) (?:account|netflix|computer|laptop|phone|email|group|chat)\b)`,
      raw`\b(?:takes|took|take|taking|keeps|kept|steals|stole|stealing|withholds|withheld|confiscat(?:es|ed)|controls|controlled|controlling) (?:away )?(?:all )?(?:of )?my (?:money|paycheck|paychecks|pay|wages|salary|passport|income|benefits|documents|papers)\b`,
      raw`\b(?:hides|hid|hiding|takes away|took away|confiscat(?:es|ed)|smashed|smashes|destroys|destroyed) my (?:phone|keys|car keys|passport|medication|meds|wallet|id)(?= \.|$| (?:so|and|when|because|every|whenever|if|to)\b)`,
      raw`\b(?:isolat(?:es|ed|ing) me|cut(?:s)? me off) from (?:my|all my|everyone|everybody|friends|family)\b`,
      raw`\b(?:im|i am|i was|i m|ive never been|i have never been)(?: (?:just|even|really|literally))? (?:not|never|no longer) (?:allowed|permitted) to ${alt(
        raw`see (?:my|any|anyone|anybody|people|family|friends)`,
        raw`talk to (?:my|any|anyone|anybody|other|people|friends|family)`,
        raw`(?:call|text) (?:my|anyone|anybody|friends|family)`,
        raw`go (?:out|anywhere|outside|to work|to school|to (?:my|the) (?:doctor|family|friends|parents))`,
        raw`leave (?:the house|the apartment|the flat|home|without (?:him|her|them))`,
        // "not allowed to have my phone at work" is a workplace rule.
        raw`have (?:my own |any |access to |my |a )?(?:money|cash|job|phone|car|friends|bank|card|keys|passport|account|own money)\b(?! (?:at|in|during|on)\b)`,
        raw`(?:work|get a job|drive)(?= \.|$| (?:anymore|and|because|so)\b)`,
      )}`,
      raw`\b${AGENT}${AGENT_GAP} (?:takes|took|taking|grabs|grabbed|snatches|snatched|keeps|kept) (?:away )?my (?:phone|keys|car keys|passport|wallet)(?= \.|$| (?:away|so|and|when|whenever|every|because|from me|off me)\b)`,
      raw`\b${AGENT}${AGENT_GAP} control(?:s|led|ling)? (?:all (?:of )?)?(?:the|our|my) (?:money|finances|bank accounts?|accounts|cards)(?= \.|$| (?:and|so|because|i|now)\b)`,
      raw`\b${AGENT}${AGENT_GAP} control(?:s|led|ling)? (?:everything i (?:do|say|wear|eat)|where i go|who i (?:see|talk to|text|speak to)|what i (?:wear|eat|do))\b`,
      raw`\b(?:have to|need to|must) ask (?:him|her|them|his|their|${AGENT_NP}s?)(?: for)? permission (?:to|before i) (?:see|go|leave|talk|call|text|spend|use|eat|sleep)\b`,
    ],
  },
  {
    category: 'abuse',
    name: 'abuse.named',
    negatable: true,
    alternatives: [
      raw`\b(?:hes|shes|theyre|he is|she is|they are|he was|she was|they were|he has been|she has been|they have been|hes been|shes been|he can be|she can be|he gets|she gets|they get|he got|she got|he becomes|she becomes|${AGENT_NP} (?:is|was|has been|can be|gets|got|becomes|has become))(?: (?!${NEGATOR_WORD})[a-z]+){0,3} (?:abusive|violent)\b(?! (?:in )?(?:video games?|movies?|films?|shows?|tv|content|sports?|games?|(?:his|her|their) sleep)\b)`,
      raw`\b(?:fights?|fighting|arguments?|arguing|disagreements?|things)(?: (?:sometimes|often|always|usually|have|had|can|started to|start to))? (?:get|gets|got|getting|turn|turned|turns|became|become|becomes|been|gotten) (?:really |so |very |pretty |a bit |kind of |kinda )?(?:physical|violent)\b`,
      raw`\b(?:abusive|violent) (?:husband|wife|partner|boyfriend|girlfriend|relationship|marriage|ex|home|household)\b`,
      raw`(?<!\b(?:about|on|documentary|movie|film|show|book|article|podcast|awareness) )\bdomestic (?:violence|abuse)\b(?! (?:awareness|prevention|month|documentary|statistics|stats|training|course|policy|research|charity|fundraiser)\b)`,
    ],
  },
  {
    category: 'violence',
    name: 'violence.threat',
    negatable: true,
    alternatives: [
      raw`\b${FUTURE}${FUTURE_ADVERB} ${HARM} ${TARGET}\b${NOT_A_PERSON_AFTER_TARGET}`,
      raw`\b${FUTURE}${FUTURE_ADVERB} ${HARM_PHRASE}\b`,
      raw`\bi (?:want|wish|need) (?:him|her|them|you|my ${PARTNER_NOUN}) dead\b`,
      raw`\bi swear(?: to god)? (?:i ?ll|i will|i ?m gonna|i ?m going to) (?:${KILL}|murder|hurt|stab|shoot|strangle|beat|punch) (?!(?:it|this|that|the|a|an|some|myself|time)\b)[a-z]+\b`,
    ],
  },
  {
    category: 'violence',
    name: 'violence.plan',
    negatable: true,
    alternatives: [
      raw`\b(?:planning|plotting|thinking about|thought about|fantasi[sz]ing about|fantasi[sz]e about|dreaming about|dream about)(?: (?:how to|ways to|ways of))? (?:${HARM_ING}|${HARM}) ${TARGET}\b${NOT_A_PERSON_AFTER_TARGET}`,
    ],
  },
  {
    category: 'violence',
    name: 'violence.weapon',
    negatable: true,
    alternatives: [
      raw`\b(?:bought|buy|buying|got|get|getting|grabbed|grab|have|keep|kept|loaded|load|loading|sharpened|sharpening|carry|carrying|hid|hidden|stashed|ordered|bringing|brought)(?: (?:a|my|the|me a|myself a|some|his|dads|an))? (?:gun|pistol|rifle|shotgun|handgun|firearm|revolver|knife|blade|machete|weapon|bat|baseball bat|crowbar|hammer|taser|bullets|ammo)(?: (?:with me|ready))? (?:to|and)(?: (?:go|finally))? (?:deal with|handle|take care of|use (?:it )?on|scare|teach|threaten|shoot|${KILL}|hurt|stab|settle (?:things|it|this|the score) with|get (?:back at|even with|rid of)|finish|go after|confront|wait for|pay (?:him|her|them) a visit|end (?:this|it) with)\b`,
      raw`\b(?:bought|got) (?:a )?(?:gun|knife|pistol|rifle) for ${TARGET}${END}`,
      raw`\bi (?:held|put|pointed|will put|ll put|am going to put|m going to put|want to put)(?: a| the| my)? (?:gun|knife|blade|pistol) (?:to|against|at) ${POSSESSIVE} (?:head|throat|neck|chest|face)\b`,
    ],
  },
  {
    category: 'violence',
    name: 'violence.disclosure',
    negatable: true,
    alternatives: [
      raw`\b(?:i|ive|i have|i had|id)(?: (?:just|once|already|even|actually|accidentally|finally|nearly|almost|sometimes|always|then))? (?:hit|slapped|punched|choked|strangled|kicked|shoved|stabbed|smacked|beat|beat up|attacked|threw (?:something|things|stuff|a [a-z]+) at) ${TARGET}\b${NOT_A_PERSON_AFTER_TARGET}`,
      raw`\b(?:i|ive|i have|i had)(?: (?:just|once|already|even|actually))? (?:pushed|shoved) (?:him|her|them|my ${PARTNER_NOUN}) (?:down|over|against|off|onto|into (?:a|the) (?:wall|door|table|floor|ground|stairs|car|counter)|to the (?:ground|floor)|hard)\b`,
    ],
  },
];

/** Every alternative of every group, compiled once at module load, in priority order. */
export const SAFETY_PATTERNS: readonly SafetyPattern[] = GROUPS.flatMap(
  ({ category, name, negatable, alternatives }) =>
    alternatives.map((source) => ({ category, name, negatable, pattern: new RegExp(source, 'g') })),
);

// ---------------------------------------------------------------------------------------------
// Negation

const NEGATORS = new Set([
  'not',
  'never',
  'dont',
  'didnt',
  'doesnt',
  'wont',
  'wouldnt',
  'couldnt',
  'shouldnt',
  'cant',
  'cannot',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'aint',
  'no',
  'nor',
  'neither',
]);
/**
 * A negator followed by one of these negates that word, not the harm: "I can't stop …". A new
 * subject ("I don't… I want to die", "why don't I just end it") starts a new statement.
 */
const NEGATION_RELEASERS = new Set([
  'i',
  'stop',
  'help',
  'wait',
  'believe',
  'stand',
  'take',
  'handle',
  'cope',
  'bear',
  'deal',
  'lie',
  'tell',
  'told',
  'say',
  'said',
  'know',
  'think',
  'remember',
  'understand',
  'explain',
  'sure',
  'only',
  'care',
  'mind',
  'joking',
  'kidding',
]);
const CLAUSE_BREAKERS = new Set(['but', 'though', 'although', 'however']);
const NEGATION_WINDOW = 3;

/** True when one of the last few words of the same clause before `index` negates the match. */
function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 120), index);
  const clause = before.slice(before.lastIndexOf('.') + 1);
  const words = clause.split(' ').filter((w) => w !== '');
  let start = Math.max(0, words.length - NEGATION_WINDOW);
  for (let i = words.length - 1; i >= start; i -= 1) {
    if (CLAUSE_BREAKERS.has(words[i] ?? '')) {
      start = i + 1;
      break;
    }
  }
  const next = text.slice(index).split(' ', 1)[0] ?? '';
  for (let i = start; i < words.length; i += 1) {
    if (!NEGATORS.has(words[i] ?? '')) continue;
    const following = i + 1 < words.length ? words[i + 1] : next;
    if (!NEGATION_RELEASERS.has(following ?? '')) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

/**
 * Screens one partner message. Returns the category and the pattern group that fired, or null.
 * Self-harm outranks abuse, which outranks violence, when a message matches several.
 */
export function screenMessage(text: string): SafetyMatch | null {
  const normalized = normalizeForScreen(text);
  if (normalized === '') return null;
  for (const { category, name, pattern, negatable } of SAFETY_PATTERNS) {
    for (const match of normalized.matchAll(pattern)) {
      if (negatable && isNegated(normalized, match.index)) continue;
      return { category, matched: name };
    }
  }
  return null;
}

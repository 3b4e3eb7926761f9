import { PAUSE_NOTICE, SAFETY_LANGUAGES } from './safety';
import type { SafetyCategory, SafetyLanguage } from './safety';
import type { HelpLineKind, SafetyCountry } from './safety-resources';

// The words of the private crisis card and the Get help panel, in the therapist's five
// languages. Placeholders are `{name}`, filled by `format`; every language uses the same
// placeholders as English (the tests check). Spanish is neutral (no vosotros), French and
// German are standard (French says vous, German du), Chinese is simplified.

export type SafetyStrings = {
  /** Heading of the private card. */
  cardTitle: string;
  /** {partner}: what happened to the message and to the session. */
  heldExplanation: string;
  /** One warm, non-judgemental line per category. */
  categoryLead: Record<SafetyCategory, string>;
  /** {emergency}: shown first when the severity is high. */
  urgentLead: string;
  /** {partner} */
  share: string;
  keep: string;
  /** {partner} */
  shared: string;
  kept: string;
  onlyYou: string;
  getHelp: string;
  getHelpTitle: string;
  getHelpIntro: string;
  quickExit: string;
  quickExitHint: string;
  /** Label of the country picker, followed by the country's name. */
  countryLabel: string;
  /** {phone} */
  call: string;
  /** {keyword}, {number} */
  text: string;
  /** {number}: when the service needs no keyword. */
  textNumber: string;
  website: string;
  /** {hours}: a line's hours; '24/7' reads as `hours247`. */
  available: string;
  /** What '24/7' becomes inside `available`. */
  hours247: string;
  /** {emergency} */
  emergency: string;
  notClinician: string;
  /** The neutral notice both partners see while the session is paused. */
  paused: string;
  resume: string;
  /** {time} */
  resumeLater: string;
  /** What each kind of line is for. */
  kind: Record<HelpLineKind, string>;
};

const en: SafetyStrings = {
  cardTitle: 'This stays between you and Kindred',
  heldExplanation:
    'What you wrote is saved, and only you can see it. {partner} has not seen it. Kindred has ' +
    'paused the session for both of you, with a neutral notice that does not say who or why.',
  categoryLead: {
    self_harm:
      'It sounds like you are going through something very painful. You deserve support right now.',
    partner_violence: 'What you describe sounds frightening, and it is not your fault.',
    coercive_control:
      'Being watched, controlled or cut off from the people in your life is a form of abuse, and ' +
      'it is not your fault.',
    sexual_coercion:
      'No one has the right to pressure or force you into anything sexual. What happened is not ' +
      'your fault.',
    child_at_risk:
      'It sounds like you are worried about a child’s safety. You are right to take it seriously, ' +
      'and there are people who can help.',
    harm_to_others:
      'It sounds like you are having thoughts of hurting someone. Talking to someone now can help ' +
      'you stay safe.',
  },
  urgentLead: 'If you or anyone is in danger right now, call {emergency}.',
  share: 'Share with {partner}',
  keep: 'Keep between me and Kindred',
  shared: 'Shared with {partner}',
  kept: 'Kept between you and Kindred',
  onlyYou: 'Only you can see this',
  getHelp: 'Get help',
  getHelpTitle: 'Where to get help',
  getHelpIntro: 'This is private. Your partner is not told that you opened it.',
  quickExit: 'Quick exit',
  quickExitHint:
    'Leaves Kindred at once and signs you out. The Back button will not bring you back here.',
  countryLabel: 'Showing help for',
  call: 'Call {phone}',
  text: 'Text {keyword} to {number}',
  textNumber: 'Text {number}',
  website: 'Website',
  available: 'Available {hours}',
  hours247: '24/7',
  emergency: 'Emergency: {emergency}',
  notClinician: 'Kindred is a coach, not a clinician or an emergency service.',
  paused: PAUSE_NOTICE,
  resume: 'Resume session',
  resumeLater: 'You can resume this session from {time}.',
  kind: {
    crisis: 'Crisis and suicide support',
    domestic_violence: 'Domestic abuse',
    child_protection: 'Child protection',
    sexual_violence: 'Sexual violence',
  },
};

const es: SafetyStrings = {
  cardTitle: 'Esto queda entre tú y Kindred',
  heldExplanation:
    'Lo que has escrito está guardado y solo tú puedes verlo. {partner} no lo ha visto. Kindred ' +
    'ha pausado la sesión para ti y para {partner} con un aviso neutro que no dice quién ni por ' +
    'qué.',
  categoryLead: {
    self_harm: 'Parece que estás pasando por algo muy doloroso. Mereces recibir apoyo ahora mismo.',
    partner_violence: 'Lo que cuentas suena aterrador, y no es culpa tuya.',
    coercive_control:
      'Que te vigilen, te controlen o te aíslen de las personas de tu vida es una forma de ' +
      'maltrato, y no es culpa tuya.',
    sexual_coercion:
      'Nadie tiene derecho a presionarte ni a obligarte a nada sexual. Lo que ha pasado no es ' +
      'culpa tuya.',
    child_at_risk:
      'Parece que te preocupa la seguridad de un menor. Haces bien en tomártelo en serio, y hay ' +
      'personas que pueden ayudar.',
    harm_to_others:
      'Parece que tienes pensamientos de hacer daño a alguien. Hablar con alguien ahora puede ' +
      'ayudar a que todo el mundo esté a salvo, también tú.',
  },
  urgentLead: 'Si ahora mismo hay peligro para ti o para otra persona, llama al {emergency}.',
  share: 'Compartir con {partner}',
  keep: 'Que quede entre Kindred y yo',
  shared: 'Compartido con {partner}',
  kept: 'Queda entre tú y Kindred',
  onlyYou: 'Solo tú puedes ver esto',
  getHelp: 'Pedir ayuda',
  getHelpTitle: 'Dónde encontrar ayuda',
  getHelpIntro: 'Esto es privado. Tu pareja no sabrá que lo has abierto.',
  quickExit: 'Salida rápida',
  quickExitHint:
    'Sale de Kindred al instante y cierra tu sesión. El botón Atrás no te traerá de vuelta aquí.',
  countryLabel: 'Ayuda disponible en',
  call: 'Llamar al {phone}',
  text: 'Enviar {keyword} por SMS al {number}',
  textNumber: 'Enviar un SMS al {number}',
  website: 'Sitio web',
  available: 'Disponible {hours}',
  hours247: '24 horas, todos los días',
  emergency: 'Emergencias: {emergency}',
  notClinician: 'Kindred es un coach, no un profesional de la salud ni un servicio de emergencias.',
  paused: 'Kindred ha pausado esta sesión. Puedes volver a ella más tarde.',
  resume: 'Reanudar la sesión',
  resumeLater: 'Puedes reanudar esta sesión a partir de {time}.',
  kind: {
    crisis: 'Crisis y prevención del suicidio',
    domestic_violence: 'Violencia en la pareja y en la familia',
    child_protection: 'Protección de la infancia',
    sexual_violence: 'Violencia sexual',
  },
};

const fr: SafetyStrings = {
  cardTitle: 'Cela reste entre vous et Kindred',
  heldExplanation:
    'Ce que vous avez écrit est enregistré, et personne d’autre que vous ne peut le voir. ' +
    '{partner} ne l’a pas vu. Kindred a mis la séance en pause pour vous deux, avec un message ' +
    'neutre qui ne dit ni qui ni pourquoi.',
  categoryLead: {
    self_harm:
      'On dirait que vous traversez quelque chose de très douloureux. Vous méritez du soutien, ' +
      'dès maintenant.',
    partner_violence: 'Ce que vous décrivez semble effrayant, et ce n’est pas de votre faute.',
    coercive_control:
      'Surveiller, contrôler ou isoler quelqu’un de ses proches est une forme de violence, et ce ' +
      'n’est pas de votre faute.',
    sexual_coercion:
      'Personne n’a le droit de vous pousser ou de vous forcer à quoi que ce soit de sexuel. Ce ' +
      'qui s’est passé n’est pas de votre faute.',
    child_at_risk:
      'La sécurité d’un enfant semble vous inquiéter. Vous avez raison de prendre cela au ' +
      'sérieux, et des personnes peuvent vous aider.',
    harm_to_others:
      'Il semble que vous ayez des pensées de faire du mal à quelqu’un. En parler à quelqu’un dès ' +
      'maintenant peut vous aider à garder tout le monde en sécurité, vous y compris.',
  },
  urgentLead: 'Si vous ou une autre personne êtes en danger en ce moment, appelez le {emergency}.',
  share: 'Partager avec {partner}',
  keep: 'Garder entre Kindred et moi',
  shared: 'Partagé avec {partner}',
  kept: 'Gardé entre vous et Kindred',
  onlyYou: 'Visible par vous uniquement',
  getHelp: 'Trouver de l’aide',
  getHelpTitle: 'Où trouver de l’aide',
  getHelpIntro: 'C’est privé. Rien n’indique à votre partenaire que vous avez ouvert cette page.',
  quickExit: 'Sortie rapide',
  quickExitHint:
    'Quitte Kindred immédiatement et vous déconnecte. Le bouton Retour ne vous ramènera pas ici.',
  countryLabel: 'Ressources affichées pour',
  call: 'Appeler le {phone}',
  text: 'Envoyer {keyword} par SMS au {number}',
  textNumber: 'Envoyer un SMS au {number}',
  website: 'Site web',
  available: 'Disponible {hours}',
  hours247: '24 h/24, 7 j/7',
  emergency: 'Urgences\u00a0: {emergency}',
  notClinician: 'Kindred est un coach, pas un professionnel de santé ni un service d’urgence.',
  paused: 'Kindred a mis cette séance en pause. Vous pourrez la reprendre plus tard.',
  resume: 'Reprendre la séance',
  resumeLater: 'Vous pourrez reprendre cette séance à partir de {time}.',
  kind: {
    crisis: 'Crise et prévention du suicide',
    domestic_violence: 'Violences conjugales et familiales',
    child_protection: 'Protection de l’enfance',
    sexual_violence: 'Violences sexuelles',
  },
};

const de: SafetyStrings = {
  cardTitle: 'Das bleibt zwischen dir und Kindred',
  heldExplanation:
    'Was du geschrieben hast, ist gespeichert, und nur du kannst es sehen. {partner} hat es nicht ' +
    'gesehen. Kindred hat die Sitzung für euch beide pausiert. Der Hinweis dazu ist neutral und ' +
    'verrät weder, von wem die Pause ausgeht, noch warum.',
  categoryLead: {
    self_harm:
      'Es klingt, als würdest du gerade etwas sehr Schmerzhaftes durchmachen. Du verdienst jetzt ' +
      'Unterstützung.',
    partner_violence: 'Was du beschreibst, klingt beängstigend – und es ist nicht deine Schuld.',
    coercive_control:
      'Überwacht, kontrolliert oder von den Menschen in deinem Leben abgeschnitten zu werden, ist ' +
      'eine Form von Gewalt – und es ist nicht deine Schuld.',
    sexual_coercion:
      'Niemand hat das Recht, dich zu etwas Sexuellem zu drängen oder zu zwingen. Was passiert ' +
      'ist, ist nicht deine Schuld.',
    child_at_risk:
      'Es klingt, als würdest du dir Sorgen um die Sicherheit eines Kindes machen. Es ist richtig, ' +
      'das ernst zu nehmen, und es gibt Menschen, die helfen können.',
    harm_to_others:
      'Es klingt, als hättest du Gedanken, jemandem wehzutun. Wenn du jetzt mit jemandem sprichst, ' +
      'kann das helfen, alle zu schützen – auch dich.',
  },
  urgentLead: 'Wenn du oder jemand anderes gerade in Gefahr ist, ruf sofort die {emergency} an.',
  share: 'Mit {partner} teilen',
  keep: 'Nur zwischen Kindred und mir',
  shared: 'Mit {partner} geteilt',
  kept: 'Bleibt zwischen dir und Kindred',
  onlyYou: 'Nur du kannst das sehen',
  getHelp: 'Hilfe finden',
  getHelpTitle: 'Hier findest du Hilfe',
  getHelpIntro:
    'Das ist privat. Deine Partnerin oder dein Partner erfährt nicht, dass du diese Seite geöffnet hast.',
  quickExit: 'Schnell verlassen',
  quickExitHint:
    'Verlässt Kindred sofort und meldet dich ab. Mit „Zurück“ kommst du nicht hierher zurück.',
  countryLabel: 'Hilfsangebote für',
  call: '{phone} anrufen',
  text: 'SMS mit {keyword} an {number}',
  textNumber: 'SMS an {number}',
  website: 'Website',
  available: 'Erreichbar {hours}',
  hours247: 'rund um die Uhr',
  emergency: 'Notruf: {emergency}',
  notClinician: 'Kindred ist ein Coach, keine klinische Fachkraft und kein Notdienst.',
  paused: 'Kindred hat diese Sitzung pausiert. Du kannst sie später fortsetzen.',
  resume: 'Sitzung fortsetzen',
  resumeLater: 'Du kannst diese Sitzung ab {time} fortsetzen.',
  kind: {
    crisis: 'Krisen und Suizidgedanken',
    domestic_violence: 'Häusliche Gewalt',
    child_protection: 'Kinderschutz',
    sexual_violence: 'Sexualisierte Gewalt',
  },
};

const zh: SafetyStrings = {
  cardTitle: '这些内容只留在你和 Kindred 之间',
  heldExplanation:
    '你写的内容已保存，只有你能看到。{partner} 没有看到。Kindred 已为你们两人暂停了这次会话，' +
    '并显示一条中性提示，不会说明是谁，也不会说明原因。',
  categoryLead: {
    self_harm: '听起来你正在经历非常痛苦的事情。你值得现在就得到支持。',
    partner_violence: '你描述的情况听起来很可怕，这不是你的错。',
    coercive_control: '被监视、被控制或被迫与身边的人隔绝，都是一种虐待，这不是你的错。',
    sexual_coercion: '任何人都无权逼迫或强迫你做任何与性有关的事。发生的事不是你的错。',
    child_at_risk: '听起来你在担心一个孩子的安全。认真对待这件事是对的，有人可以提供帮助。',
    harm_to_others: '听起来你有伤害他人的念头。现在找人谈一谈，可以帮助你让大家都保持安全。',
  },
  urgentLead: '如果你或任何人现在有危险，请立即拨打 {emergency}。',
  share: '与 {partner} 分享',
  keep: '只留在我和 Kindred 之间',
  shared: '已与 {partner} 分享',
  kept: '只留在你和 Kindred 之间',
  onlyYou: '只有你能看到',
  getHelp: '获取帮助',
  getHelpTitle: '在哪里可以获得帮助',
  getHelpIntro: '这是私密的。你的伴侣不会知道你打开了这里。',
  quickExit: '快速离开',
  quickExitHint: '立即离开 Kindred 并退出登录。按“返回”不会回到这里。',
  countryLabel: '求助信息所属国家/地区',
  call: '拨打 {phone}',
  text: '发送短信“{keyword}”至 {number}',
  textNumber: '发送短信至 {number}',
  website: '网站',
  available: '服务时间：{hours}',
  hours247: '全天24小时',
  emergency: '紧急电话：{emergency}',
  notClinician: 'Kindred 是教练，不是临床专业人员，也不是紧急服务。',
  paused: 'Kindred 已暂停这次会话。你可以稍后再回来继续。',
  resume: '继续会话',
  resumeLater: '你可以从 {time} 起继续这次会话。',
  kind: {
    crisis: '心理危机与自杀干预',
    domestic_violence: '家庭暴力',
    child_protection: '儿童保护',
    sexual_violence: '性暴力',
  },
};

export const SAFETY_STRINGS: Record<SafetyLanguage, SafetyStrings> = { en, es, fr, de, zh };

function isSafetyLanguage(value: string): value is SafetyLanguage {
  return (SAFETY_LANGUAGES as readonly string[]).includes(value);
}

/** The strings for a language or a locale ('fr', 'fr-CA', 'zh-Hans'); English otherwise. */
export function safetyStrings(language: string | null | undefined): SafetyStrings {
  const primary = (language ?? '').split(/[-_]/)[0]!.toLowerCase();
  return SAFETY_STRINGS[isSafetyLanguage(primary) ? primary : 'en'];
}

/** Fills `{name}` placeholders; a placeholder without a value is left as it is. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

/** A line's hours in the reader's language: '24/7' is translated, anything else kept. */
export function hoursLabel(hours: string, language: string | null | undefined): string {
  return hours === '24/7' ? safetyStrings(language).hours247 : hours;
}

/** Country names as CLDR gives them; used where Intl.DisplayNames is missing or fails. */
export const COUNTRY_NAMES: Record<SafetyLanguage, Record<SafetyCountry, string>> = {
  en: {
    US: 'United States',
    CA: 'Canada',
    GB: 'United Kingdom',
    IE: 'Ireland',
    AU: 'Australia',
    NZ: 'New Zealand',
    ES: 'Spain',
    MX: 'Mexico',
    FR: 'France',
    DE: 'Germany',
    CN: 'China',
  },
  es: {
    US: 'Estados Unidos',
    CA: 'Canadá',
    GB: 'Reino Unido',
    IE: 'Irlanda',
    AU: 'Australia',
    NZ: 'Nueva Zelanda',
    ES: 'España',
    MX: 'México',
    FR: 'Francia',
    DE: 'Alemania',
    CN: 'China',
  },
  fr: {
    US: 'États-Unis',
    CA: 'Canada',
    GB: 'Royaume-Uni',
    IE: 'Irlande',
    AU: 'Australie',
    NZ: 'Nouvelle-Zélande',
    ES: 'Espagne',
    MX: 'Mexique',
    FR: 'France',
    DE: 'Allemagne',
    CN: 'Chine',
  },
  de: {
    US: 'Vereinigte Staaten',
    CA: 'Kanada',
    GB: 'Vereinigtes Königreich',
    IE: 'Irland',
    AU: 'Australien',
    NZ: 'Neuseeland',
    ES: 'Spanien',
    MX: 'Mexiko',
    FR: 'Frankreich',
    DE: 'Deutschland',
    CN: 'China',
  },
  zh: {
    US: '美国',
    CA: '加拿大',
    GB: '英国',
    IE: '爱尔兰',
    AU: '澳大利亚',
    NZ: '新西兰',
    ES: '西班牙',
    MX: '墨西哥',
    FR: '法国',
    DE: '德国',
    CN: '中国',
  },
};

/** A country's name in one of the five languages (zh is simplified Chinese). */
export function countryName(country: SafetyCountry, language: string | null | undefined): string {
  const primary = (language ?? '').split(/[-_]/)[0]!.toLowerCase();
  const lang: SafetyLanguage = isSafetyLanguage(primary) ? primary : 'en';
  try {
    // 'zh-Hans' pins simplified script; the others use their plain language tag.
    const tag = lang === 'zh' ? 'zh-Hans' : lang;
    const name = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }).of(country);
    if (name) return name;
  } catch {
    // No Intl.DisplayNames, or no data for the language: use the table.
  }
  return COUNTRY_NAMES[lang][country];
}

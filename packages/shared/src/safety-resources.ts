import { z } from 'zod';
import type { SafetyCategory, SafetyLanguage } from './safety';

// Where the private crisis card and the Get help panel send people, per country. Every number
// here was checked by hand against the organisation's own site or an official government page on
// the date in SAFETY_RESOURCES_CHECKED; docs/safety-resources.md lists them with their sources.
// Numbers change: re-check the whole table before each release. When no national line exists
// for a need, the entry is the official route (usually the emergency number) and says so in
// `note`. A number we could not confirm is left out rather than guessed.

export const SAFETY_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'ES',
  'MX',
  'FR',
  'DE',
  'CN',
] as const;
export type SafetyCountry = (typeof SAFETY_COUNTRIES)[number];
export const safetyCountrySchema = z.enum(SAFETY_COUNTRIES);

/** Year and month the table was last checked, `YYYY-MM`. */
export const SAFETY_RESOURCES_CHECKED = '2026-11';

export const HELP_LINE_KINDS = [
  'crisis',
  'domestic_violence',
  'child_protection',
  'sexual_violence',
] as const;
export type HelpLineKind = (typeof HELP_LINE_KINDS)[number];

export type HelpLine = {
  /** Stable id, `<country>-<slug>` in lower case. */
  id: string;
  kind: HelpLineKind;
  /** The organisation's own name, in its own language. */
  name: string;
  /** As dialled inside the country, with the spacing the organisation uses. */
  phone?: string;
  /** Other numbers that reach the same service. */
  altPhones?: string[];
  /** The number or short code to text. */
  sms?: string;
  /** The word to send to `sms`, when the service asks for one. */
  smsKeyword?: string;
  /** The organisation's official site (always https). */
  url: string;
  /** `'24/7'`, or a short text in the organisation's language. */
  hours: string;
  /** Languages answered in, among Kindred's five, when known. */
  languages?: SafetyLanguage[];
  /** For maintainers and docs (English, not shown as is): scope, limits, the official route. */
  note?: string;
};

export type CountryResources = {
  /** The number to call in an emergency. */
  emergency: string;
  /** Other emergency numbers worth knowing (English, for docs). */
  emergencyNote?: string;
  lines: HelpLine[];
  /** The official pages the entries were checked against. */
  sources: string[];
};

export const SAFETY_RESOURCES: Record<SafetyCountry, CountryResources> = {
  US: {
    emergency: '911',
    lines: [
      {
        id: 'us-988',
        kind: 'crisis',
        name: '988 Suicide & Crisis Lifeline',
        phone: '988',
        sms: '988',
        url: 'https://988lifeline.org',
        hours: '24/7',
        languages: ['en', 'es'],
      },
      {
        id: 'us-crisis-text-line',
        kind: 'crisis',
        name: 'Crisis Text Line',
        sms: '741741',
        smsKeyword: 'HOME',
        url: 'https://www.crisistextline.org',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'us-ndvh',
        kind: 'domestic_violence',
        name: 'National Domestic Violence Hotline',
        phone: '1-800-799-7233',
        sms: '88788',
        smsKeyword: 'START',
        url: 'https://www.thehotline.org',
        hours: '24/7',
        languages: ['en', 'es'],
      },
      {
        id: 'us-childhelp',
        kind: 'child_protection',
        name: 'Childhelp National Child Abuse Hotline',
        phone: '1-800-422-4453',
        url: 'https://www.childhelphotline.org',
        hours: '24/7',
        languages: ['en'],
        note: 'Interpreters for many more languages.',
      },
      {
        id: 'us-rainn',
        kind: 'sexual_violence',
        name: 'RAINN National Sexual Assault Hotline',
        phone: '1-800-656-4673',
        url: 'https://rainn.org',
        hours: '24/7',
        languages: ['en'],
      },
    ],
    sources: [
      'https://988lifeline.org',
      'https://www.crisistextline.org',
      'https://www.thehotline.org',
      'https://www.childhelphotline.org',
      'https://rainn.org',
    ],
  },
  CA: {
    emergency: '911',
    lines: [
      {
        id: 'ca-988',
        kind: 'crisis',
        name: '9-8-8: Suicide Crisis Helpline',
        phone: '9-8-8',
        sms: '988',
        url: 'https://988.ca',
        hours: '24/7',
        languages: ['en', 'fr'],
      },
      {
        id: 'ca-kids-help-phone',
        kind: 'child_protection',
        name: 'Kids Help Phone',
        phone: '1-800-668-6868',
        sms: '686868',
        smsKeyword: 'CONNECT',
        url: 'https://kidshelpphone.ca',
        hours: '24/7',
        languages: ['en', 'fr'],
        note:
          'For young people. Child protection reports go to provincial and territorial child ' +
          'welfare services; if a child is in danger, call 911.',
      },
      {
        id: 'ca-sheltersafe',
        kind: 'domestic_violence',
        name: 'ShelterSafe',
        url: 'https://www.sheltersafe.ca',
        hours: '24/7',
        languages: ['en', 'fr'],
        note:
          'Canada has no single national domestic violence line. ShelterSafe is a map of ' +
          "women's shelters and transition houses with their 24/7 crisis lines.",
      },
    ],
    sources: ['https://988.ca', 'https://kidshelpphone.ca', 'https://www.sheltersafe.ca'],
  },
  GB: {
    emergency: '999',
    emergencyNote: '112 also works.',
    lines: [
      {
        id: 'gb-samaritans',
        kind: 'crisis',
        name: 'Samaritans',
        phone: '116 123',
        url: 'https://www.samaritans.org',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'gb-shout',
        kind: 'crisis',
        name: 'Shout',
        sms: '85258',
        smsKeyword: 'SHOUT',
        url: 'https://giveusashout.org',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'gb-ndah',
        kind: 'domestic_violence',
        name: 'National Domestic Abuse Helpline',
        phone: '0808 2000 247',
        url: 'https://www.nationaldahelpline.org.uk',
        hours: '24/7',
        languages: ['en'],
        note: 'England. Run by Refuge.',
      },
      {
        id: 'gb-scotland-dafmh',
        kind: 'domestic_violence',
        name: "Scotland's Domestic Abuse and Forced Marriage Helpline",
        phone: '0800 027 1234',
        url: 'https://sdafmh.org.uk',
        hours: '24/7',
        languages: ['en'],
        note: 'Scotland.',
      },
      {
        id: 'gb-wales-live-fear-free',
        kind: 'domestic_violence',
        name: 'Live Fear Free',
        phone: '0808 80 10 800',
        url: 'https://gov.wales/live-fear-free',
        hours: '24/7',
        languages: ['en'],
        note: 'Wales.',
      },
      {
        id: 'gb-ni-dsah',
        kind: 'domestic_violence',
        name: 'Domestic and Sexual Abuse Helpline',
        phone: '0808 802 1414',
        url: 'https://www.dsahelpline.org',
        hours: '24/7',
        languages: ['en'],
        note: 'Northern Ireland.',
      },
      {
        id: 'gb-nspcc',
        kind: 'child_protection',
        name: 'NSPCC Helpline',
        phone: '0808 800 5000',
        url: 'https://www.nspcc.org.uk',
        hours: 'Mon–Fri 8am–10pm, Sat–Sun 9am–6pm',
        languages: ['en'],
        note: 'For adults worried about a child. Online reports are read around the clock.',
      },
      {
        id: 'gb-childline',
        kind: 'child_protection',
        name: 'Childline',
        phone: '0800 1111',
        url: 'https://www.childline.org.uk',
        hours: '24/7',
        languages: ['en'],
        note: 'For children and young people under 19.',
      },
      {
        id: 'gb-rape-crisis',
        kind: 'sexual_violence',
        name: 'Rape Crisis 24/7 Support Line',
        phone: '0808 500 2222',
        url: 'https://247sexualabusesupport.org.uk',
        hours: '24/7',
        languages: ['en'],
        note: 'England and Wales, ages 16 and over.',
      },
    ],
    sources: [
      'https://www.samaritans.org',
      'https://giveusashout.org',
      'https://www.nationaldahelpline.org.uk',
      'https://sdafmh.org.uk',
      'https://gov.wales/live-fear-free',
      'https://www.dsahelpline.org',
      'https://www.nspcc.org.uk/what-you-can-do/report-abuse/',
      'https://www.childline.org.uk',
      'https://rapecrisis.org.uk',
      'https://247sexualabusesupport.org.uk',
    ],
  },
  IE: {
    emergency: '112',
    emergencyNote: '999 also works.',
    lines: [
      {
        id: 'ie-samaritans',
        kind: 'crisis',
        name: 'Samaritans Ireland',
        phone: '116 123',
        url: 'https://www.samaritans.org/ireland/',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'ie-pieta',
        kind: 'crisis',
        name: 'Pieta',
        phone: '1800 247 247',
        sms: '51444',
        smsKeyword: 'HELP',
        url: 'https://www.pieta.ie',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'ie-50808',
        kind: 'crisis',
        name: '50808',
        sms: '50808',
        smsKeyword: 'HELLO',
        url: 'https://text50808.ie',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'ie-womens-aid',
        kind: 'domestic_violence',
        name: "Women's Aid 24hr National Freephone Helpline",
        phone: '1800 341 900',
        url: 'https://www.womensaid.ie',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'ie-mens-aid',
        kind: 'domestic_violence',
        name: "Men's Aid",
        phone: '01 554 3811',
        url: 'https://www.mensaid.ie',
        hours: 'Mon–Fri 9am–5pm',
        languages: ['en'],
      },
      {
        id: 'ie-childline',
        kind: 'child_protection',
        name: 'Childline (ISPCC)',
        phone: '1800 66 66 66',
        url: 'https://www.childline.ie',
        hours: '24/7',
        languages: ['en'],
        note:
          'For children and young people. Adults report concerns about a child to Tusla ' +
          '(tusla.ie) or, in an emergency, to the Gardaí on 112 or 999.',
      },
      {
        id: 'ie-drcc',
        kind: 'sexual_violence',
        name: 'Dublin Rape Crisis Centre',
        phone: '1800 77 88 88',
        url: 'https://www.drcc.ie',
        hours: '24/7',
        languages: ['en'],
        note: 'National 24-hour helpline.',
      },
    ],
    sources: [
      'https://www.samaritans.org/ireland/',
      'https://www.pieta.ie',
      'https://text50808.ie',
      'https://www.womensaid.ie',
      'https://www.mensaid.ie',
      'https://www.childline.ie',
      'https://www.tusla.ie',
      'https://www.drcc.ie',
    ],
  },
  AU: {
    emergency: '000',
    lines: [
      {
        id: 'au-lifeline',
        kind: 'crisis',
        name: 'Lifeline',
        phone: '13 11 14',
        sms: '0477 13 11 14',
        url: 'https://www.lifeline.org.au',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'au-1800respect',
        kind: 'domestic_violence',
        name: '1800RESPECT',
        phone: '1800 737 732',
        url: 'https://www.1800respect.org.au',
        hours: '24/7',
        languages: ['en'],
        note: 'Domestic, family and sexual violence.',
      },
      {
        id: 'au-kids-helpline',
        kind: 'child_protection',
        name: 'Kids Helpline',
        phone: '1800 55 1800',
        url: 'https://kidshelpline.com.au',
        hours: '24/7',
        languages: ['en'],
        note:
          'For young people aged 5 to 25. Child protection is run by each state and territory; ' +
          'if a child is in danger, call 000.',
      },
    ],
    sources: [
      'https://www.lifeline.org.au',
      'https://www.1800respect.org.au',
      'https://kidshelpline.com.au',
    ],
  },
  NZ: {
    emergency: '111',
    lines: [
      {
        id: 'nz-1737',
        kind: 'crisis',
        name: '1737, Need to talk?',
        phone: '1737',
        sms: '1737',
        url: 'https://1737.org.nz',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'nz-lifeline',
        kind: 'crisis',
        name: 'Lifeline Aotearoa',
        phone: '0800 543 354',
        sms: '4357',
        smsKeyword: 'HELP',
        url: 'https://www.lifeline.org.nz',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'nz-womens-refuge',
        kind: 'domestic_violence',
        name: "Women's Refuge",
        phone: '0800 733 843',
        url: 'https://womensrefuge.org.nz',
        hours: '24/7',
        languages: ['en'],
      },
      {
        id: 'nz-oranga-tamariki',
        kind: 'child_protection',
        name: 'Oranga Tamariki',
        phone: '0508 326 459',
        url: 'https://www.orangatamariki.govt.nz',
        hours: '24/7',
        languages: ['en'],
        note:
          'Reports of concern about a child. After hours, social workers respond to emergencies ' +
          'only; if a child is in immediate danger, call 111.',
      },
      {
        id: 'nz-youthline',
        kind: 'child_protection',
        name: 'Youthline',
        phone: '0800 376 633',
        sms: '234',
        url: 'https://www.youthline.co.nz',
        hours: '24/7',
        languages: ['en'],
        note: 'For young people.',
      },
      {
        id: 'nz-safe-to-talk',
        kind: 'sexual_violence',
        name: 'Safe to talk',
        phone: '0800 044 334',
        sms: '4334',
        url: 'https://safetotalk.nz',
        hours: '24/7',
        languages: ['en'],
      },
    ],
    sources: [
      'https://1737.org.nz',
      'https://www.lifeline.org.nz',
      'https://womensrefuge.org.nz',
      'https://www.orangatamariki.govt.nz/about-us/our-work/how-we-keep-children-safe/report-of-concern/',
      'https://www.youthline.co.nz',
      'https://safetotalk.nz',
    ],
  },
  ES: {
    emergency: '112',
    lines: [
      {
        id: 'es-024',
        kind: 'crisis',
        name: 'Línea 024 de atención a la conducta suicida',
        phone: '024',
        url: 'https://www.sanidad.gob.es/linea024/',
        hours: '24/7',
        languages: ['es'],
        note: 'Ministerio de Sanidad. Telephone interpreting for other languages.',
      },
      {
        id: 'es-telefono-esperanza',
        kind: 'crisis',
        name: 'Teléfono de la Esperanza',
        phone: '717 003 717',
        url: 'https://telefonodelaesperanza.org',
        hours: '24/7',
        languages: ['es'],
      },
      {
        id: 'es-016',
        kind: 'domestic_violence',
        name: '016 – Atención a víctimas de violencia contra las mujeres',
        phone: '016',
        url: 'https://violenciagenero.igualdad.gob.es',
        hours: '24/7',
        languages: ['es'],
        note:
          'Ministerio de Igualdad. Covers every form of violence against women, sexual violence ' +
          'included; interpreting in many languages; also on WhatsApp at 600 000 016. Does not ' +
          'appear on the phone bill, but should be deleted from the call log.',
      },
      {
        id: 'es-anar',
        kind: 'child_protection',
        name: 'Fundación ANAR – Teléfono de Ayuda a Niños y Adolescentes',
        phone: '900 20 20 10',
        url: 'https://www.anar.org',
        hours: '24/7',
        languages: ['es'],
      },
    ],
    sources: [
      'https://www.sanidad.gob.es/linea024/',
      'https://telefonodelaesperanza.org',
      'https://violenciagenero.igualdad.gob.es',
      'https://www.anar.org',
    ],
  },
  MX: {
    emergency: '911',
    lines: [
      {
        id: 'mx-linea-de-la-vida',
        kind: 'crisis',
        name: 'Línea de la Vida',
        phone: '800 911 2000',
        url: 'https://www.gob.mx/salud/conasama',
        hours: '24/7',
        languages: ['es'],
        note: 'Run by CONASAMA (Secretaría de Salud); also advises on gender-based violence.',
      },
      {
        id: 'mx-red-nacional-de-refugios',
        kind: 'domestic_violence',
        name: 'Red Nacional de Refugios',
        url: 'https://rednacionalderefugios.org.mx',
        hours: '24/7',
        languages: ['es'],
        note:
          'Shelters and support for women and their children. Its phone number could not be ' +
          'confirmed and is left out: reach it through the website; in danger, call 911.',
      },
      {
        id: 'mx-911-child',
        kind: 'child_protection',
        name: '911 – Emergencias',
        phone: '911',
        url: 'https://www.gob.mx/difnacional',
        hours: '24/7',
        languages: ['es'],
        note:
          'No national child protection line: the official route is 911, and reports go to the ' +
          'Procuradurías de Protección de Niñas, Niños y Adolescentes (DIF).',
      },
    ],
    sources: [
      'https://www.gob.mx/salud/conasama',
      'https://rednacionalderefugios.org.mx',
      'https://www.gob.mx/difnacional',
    ],
  },
  FR: {
    emergency: '112',
    emergencyNote:
      '17 police, 15 SAMU; 114 by SMS for people who cannot speak (deaf, or in danger).',
    lines: [
      {
        id: 'fr-3114',
        kind: 'crisis',
        name: '3114 – Numéro national de prévention du suicide',
        phone: '3114',
        url: 'https://3114.fr',
        hours: '24/7',
        languages: ['fr'],
      },
      {
        id: 'fr-sos-amitie',
        kind: 'crisis',
        name: 'SOS Amitié',
        phone: '09 72 39 40 50',
        url: 'https://www.sos-amitie.com',
        hours: '24/7',
        languages: ['fr'],
      },
      {
        id: 'fr-3919',
        kind: 'domestic_violence',
        name: '3919 – Violences Femmes Info',
        phone: '3919',
        url: 'https://arretonslesviolences.gouv.fr',
        hours: '24/7',
        languages: ['fr'],
        note: 'Run by the Fédération nationale Solidarité Femmes. Anonymous and free.',
      },
      {
        id: 'fr-119',
        kind: 'child_protection',
        name: '119 – Allô Enfance en Danger',
        phone: '119',
        url: 'https://www.allo119.gouv.fr',
        hours: '24/7',
        languages: ['fr'],
      },
      {
        id: 'fr-viols-femmes-informations',
        kind: 'sexual_violence',
        name: 'Viols Femmes Informations',
        phone: '0 800 05 95 95',
        url: 'https://cfcv.asso.fr',
        hours: 'du lundi au vendredi, 10 h – 19 h',
        languages: ['fr'],
        note: 'Collectif féministe contre le viol. Anonymous and free.',
      },
    ],
    sources: [
      'https://3114.fr',
      'https://www.sos-amitie.com',
      'https://arretonslesviolences.gouv.fr',
      'https://www.allo119.gouv.fr',
      'https://cfcv.asso.fr',
    ],
  },
  DE: {
    emergency: '112',
    emergencyNote: '110 police.',
    lines: [
      {
        id: 'de-telefonseelsorge',
        kind: 'crisis',
        name: 'TelefonSeelsorge',
        phone: '0800 111 0 111',
        altPhones: ['0800 111 0 222', '116 123'],
        url: 'https://www.telefonseelsorge.de',
        hours: '24/7',
        languages: ['de'],
      },
      {
        id: 'de-hilfetelefon',
        kind: 'domestic_violence',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        phone: '116 016',
        url: 'https://www.hilfetelefon.de',
        hours: '24/7',
        languages: ['de'],
        note: 'Also sexual violence. Interpreters for about 18 languages.',
      },
      {
        id: 'de-nummer-gegen-kummer',
        kind: 'child_protection',
        name: 'Nummer gegen Kummer – Kinder- und Jugendtelefon',
        phone: '116 111',
        url: 'https://www.nummergegenkummer.de',
        hours: 'Mo–Sa 14–20 Uhr',
        languages: ['de'],
        note:
          'For children and young people. Also Mon, Wed and Thu 10–12. If a child is in danger, ' +
          'call 110 or the local Jugendamt.',
      },
      {
        id: 'de-hilfetelefon-missbrauch',
        kind: 'child_protection',
        name: 'Hilfetelefon Sexueller Missbrauch',
        phone: '0800 22 55 530',
        url: 'https://www.hilfe-portal-missbrauch.de',
        hours: 'Mo, Mi, Fr 9–14 Uhr; Di, Do 15–20 Uhr',
        languages: ['de'],
        note:
          'Sexual abuse of children and young people: for those affected, their families and ' +
          'anyone worried about a child.',
      },
    ],
    sources: [
      'https://www.telefonseelsorge.de',
      'https://www.hilfetelefon.de',
      'https://www.nummergegenkummer.de',
      'https://www.hilfe-portal-missbrauch.de',
    ],
  },
  CN: {
    emergency: '110',
    emergencyNote: '120 ambulance.',
    lines: [
      {
        id: 'cn-12356',
        kind: 'crisis',
        name: '12356 全国统一心理援助热线',
        phone: '12356',
        url: 'https://www.nhc.gov.cn',
        hours: '各地不同，多为全天24小时',
        languages: ['zh'],
        note:
          'National Health Commission number, answered by provincial and city hotlines since ' +
          '2025 (each at least 18 hours a day; many around the clock).',
      },
      {
        id: 'cn-12338',
        kind: 'domestic_violence',
        name: '全国妇联妇女维权公益服务热线',
        phone: '12338',
        url: 'https://www.women.org.cn',
        hours: '各地不同，多为工作日办公时间',
        languages: ['zh'],
        note:
          'All-China Women’s Federation, answered locally and mostly in office hours. Under the ' +
          'Anti-Domestic Violence Law the police respond to domestic violence: in danger, call 110.',
      },
      {
        id: 'cn-12355',
        kind: 'child_protection',
        name: '12355 青少年服务台',
        phone: '12355',
        url: 'https://gqt.org.cn',
        hours: '各地不同',
        languages: ['zh'],
        note:
          'Communist Youth League service for young people (counselling and legal help). If a ' +
          'child is in danger, the official route is 110.',
      },
    ],
    sources: ['https://www.nhc.gov.cn', 'https://www.women.org.cn', 'https://gqt.org.cn'],
  },
};

export function isSafetyCountry(value: unknown): value is SafetyCountry {
  return typeof value === 'string' && (SAFETY_COUNTRIES as readonly string[]).includes(value);
}

/** The country to show when a locale names no listed region. */
const LANGUAGE_DEFAULT_COUNTRY: Record<string, SafetyCountry> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  zh: 'CN',
};

/** Region codes people write that are not ISO 3166 but mean a listed country. */
const REGION_ALIASES: Record<string, SafetyCountry> = { UK: 'GB' };

/**
 * The country whose resources to show for a BCP 47 locale ('es-MX', 'zh-Hans-CN', 'fr-CA', 'de').
 * The region wins when it is listed; otherwise the language's default country (en → US,
 * es → ES, fr → FR, de → DE, zh → CN, so de-AT → DE); otherwise 'US'.
 */
export function countryFromLocale(locale: string | undefined | null): SafetyCountry {
  if (typeof locale !== 'string') return 'US';
  const subtags = locale.trim().split(/[-_]/);
  const language = (subtags[0] ?? '').toLowerCase();
  // The region is the first two-letter subtag after the language (and an optional script);
  // stop at a singleton ('u', 'x', …), which starts extensions or private use.
  for (const subtag of subtags.slice(1)) {
    if (subtag.length === 1) break;
    if (/^[a-z]{2}$/i.test(subtag)) {
      const region = subtag.toUpperCase();
      const country = REGION_ALIASES[region] ?? region;
      if (isSafetyCountry(country)) return country;
      break;
    }
  }
  return LANGUAGE_DEFAULT_COUNTRY[language] ?? 'US';
}

/** Which kinds of line fit each category, best first. */
export const CATEGORY_LINE_KINDS: Record<SafetyCategory, readonly HelpLineKind[]> = {
  self_harm: ['crisis'],
  partner_violence: ['domestic_violence'],
  coercive_control: ['domestic_violence'],
  sexual_coercion: ['sexual_violence', 'domestic_violence'],
  child_at_risk: ['child_protection'],
  harm_to_others: ['crisis'],
};

/**
 * A country's lines, those that fit the categories first (in the order of the categories, then
 * of CATEGORY_LINE_KINDS), then the rest; within each group the table's order is kept.
 */
export function linesFor(
  country: SafetyCountry,
  categories?: SafetyCategory | readonly SafetyCategory[] | null,
): HelpLine[] {
  const list = categories == null ? [] : typeof categories === 'string' ? [categories] : categories;
  const preferred: HelpLineKind[] = [];
  for (const category of list) {
    for (const kind of CATEGORY_LINE_KINDS[category]) {
      if (!preferred.includes(kind)) preferred.push(kind);
    }
  }
  const rank = (line: HelpLine) => {
    const index = preferred.indexOf(line.kind);
    return index === -1 ? preferred.length : index;
  };
  // Array.prototype.sort is stable, so the table's order holds within each rank.
  return [...SAFETY_RESOURCES[country].lines].sort((a, b) => rank(a) - rank(b));
}

import { z } from 'zod';

// The therapist's style: the chosen persona and the couple's personalization, with its defaults.

export const THERAPIST_LANGUAGES = ['english', 'spanish', 'french', 'german', 'mandarin'] as const;
export type TherapistLanguage = (typeof THERAPIST_LANGUAGES)[number];

export const PERSONA_IDS = ['dr-emma', 'dr-james', 'dr-olivia'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

const score = z.number().int().min(1).max(10);

export const therapistStyleSchema = z.strictObject({
  personaId: z.enum(PERSONA_IDS),
  empathy: score,
  directness: score,
  messageLength: score,
  usesEmojis: z.boolean(),
  formalLanguage: z.boolean(),
  language: z.enum(THERAPIST_LANGUAGES),
});
export type TherapistStyle = z.infer<typeof therapistStyleSchema>;

/** Personalization defaults: empathy 7, directness 5, length 6, emojis on, informal, english. */
export const DEFAULT_THERAPIST_STYLE: TherapistStyle = {
  personaId: 'dr-emma',
  empathy: 7,
  directness: 5,
  messageLength: 6,
  usesEmojis: true,
  formalLanguage: false,
  language: 'english',
};

/** In the session chat, until a couple chooses, the persona speaks at empathy 8 / directness 7. */
export const SESSION_DEFAULT_STYLE: TherapistStyle = {
  ...DEFAULT_THERAPIST_STYLE,
  empathy: 8,
  directness: 7,
};

/** The style a couple's therapist speaks with: the couple's saved one, else the session default. */
export function sessionStyleOf(saved: unknown): TherapistStyle {
  const parsed = therapistStyleSchema.safeParse(saved);
  return parsed.success ? parsed.data : SESSION_DEFAULT_STYLE;
}

export interface Persona {
  id: PersonaId;
  name: string;
  description: string;
  style: { empathy: number; directness: number };
}

/** The three onboarding personas. dr-emma is the default. */
export const PERSONAS: readonly Persona[] = [
  {
    id: 'dr-emma',
    name: 'Dr. Emma',
    description:
      'Warm and empathetic. Emma helps you both feel heard before looking for solutions.',
    style: { empathy: 9, directness: 5 },
  },
  {
    id: 'dr-james',
    name: 'Dr. James',
    description:
      'Direct and solution-oriented. James names patterns plainly and moves you to action.',
    style: { empathy: 6, directness: 9 },
  },
  {
    id: 'dr-olivia',
    name: 'Dr. Olivia',
    description: 'Balanced, with a focus on communication skills you can practise together.',
    style: { empathy: 7, directness: 7 },
  },
];

/** The persona of an id (dr-emma for anything else: the default). */
export function personaOf(personaId: string | null | undefined): Persona {
  return PERSONAS.find((p) => p.id === personaId) ?? PERSONAS[0]!;
}

/** The style a persona card stands for, on top of the current settings. */
export function styleForPersona(
  personaId: PersonaId,
  base: TherapistStyle = DEFAULT_THERAPIST_STYLE,
): TherapistStyle {
  const persona = PERSONAS.find((p) => p.id === personaId)!;
  return {
    ...base,
    personaId,
    empathy: persona.style.empathy,
    directness: persona.style.directness,
  };
}

import { useQuery } from '@tanstack/react-query';

import { PERSONAS, type PersonaId } from '@kindred/shared/therapist-style';

import { getSafetyPreferencesQueryOptions } from '@/lib/safety-preferences';

/** The display name of a persona ('Dr. Emma'), or null for none. */
export function therapistNameOf(personaId: PersonaId | undefined): string | null {
  return PERSONAS.find((persona) => persona.id === personaId)?.name ?? null;
}

/**
 * The name of the couple's therapist (their chosen persona), read from the preferences the chat
 * already loads; null until known.
 */
export function useTherapistName(): string | null {
  const preferences = useQuery(getSafetyPreferencesQueryOptions());
  return therapistNameOf(preferences.data?.therapist_style.personaId);
}

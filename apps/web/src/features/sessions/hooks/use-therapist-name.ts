import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';
import { PERSONAS, type PersonaId } from '@kindred/shared/therapist-style';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

/** The display name of a persona ('Dr. Emma'), or null for none. */
export function therapistNameOf(personaId: PersonaId | undefined): string | null {
  return PERSONAS.find((persona) => persona.id === personaId)?.name ?? null;
}

const selectPersona = (preferences: Preferences) => preferences.therapist_style.personaId;

/**
 * The name of the couple's therapist (their chosen persona), read from the preferences the chat
 * already loads; null until known.
 */
export function useTherapistName(): string | null {
  const personaId = useQuery({ ...getPreferencesQueryOptions(), select: selectPersona });
  return therapistNameOf(personaId.data);
}

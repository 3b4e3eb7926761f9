import type { SafetyCountry } from '@kindred/shared/safety-resources';

import {
  type SafetyContext,
  useSafetyContext,
} from '@/entities/preferences/hooks/use-safety-context';

import { useUpdateCountry } from '../api/update-country';

export type SafetySettings = SafetyContext & {
  setCountry: (country: SafetyCountry) => void;
  saving: boolean;
};

/** The country and language of Get help, and the way to change the country. */
export function useSafetySettings(): SafetySettings {
  const context = useSafetyContext();
  const update = useUpdateCountry();
  return {
    ...context,
    setCountry: (country) => update.mutate(country),
    saving: update.isPending,
  };
}

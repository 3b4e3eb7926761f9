import { useState } from 'react';

import { ApiError, isUnauthorized } from '@/lib/api-client';

/** A schema for one text field (a zod string schema from @kindred/shared). */
type FieldSchema = {
  safeParse(
    value: string,
  ):
    | { success: true; data: string }
    | { success: false; error: { issues: readonly { message: string }[] } };
};

/**
 * One text field of a form: its value, its error (cleared as the user types, set by the check
 * before a save or by the server's answer), and that check.
 */
export function useValidatedField(schema: FieldSchema, initial: string | (() => string)) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const onChange = (next: string) => {
    setValue(next);
    if (error) setError(null);
  };

  /** The parsed value, or null once the field's error is shown. */
  const validate = (fallbackError: string): string | null => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? fallbackError);
      return null;
    }
    setError(null);
    return parsed.data;
  };

  /**
   * A failed save: the server's 400 is about this field and shows under it; a lost sign-in is
   * left to the query client (it leads to /login); anything else goes to `otherwise` (a toast).
   */
  const saveFailed = (failure: Error, otherwise: (failure: Error) => void) => {
    if (isUnauthorized(failure)) return;
    if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
    else otherwise(failure);
  };

  return { value, setValue, error, setError, onChange, validate, saveFailed };
}

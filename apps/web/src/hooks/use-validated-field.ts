import { useState } from 'react';

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

  return { value, setValue, error, setError, onChange, validate };
}

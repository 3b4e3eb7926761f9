import { type ReactNode, type Ref, useId } from 'react';

import { Input } from './input';
import { Label } from './label';

type EmailFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation or server error, announced and tied to the field; null when there is none. */
  error: string | null;
  /** The form's button, in a row with the field. */
  action: ReactNode;
  /** The row of field and button (how it wraps on narrow screens). */
  rowClassName: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** An e-mail address with its button: label, field and error, for a form the caller owns. */
export function EmailField({
  label,
  placeholder,
  value,
  onChange,
  error,
  action,
  rowClassName,
  inputClassName,
  ref,
}: EmailFieldProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  return (
    <>
      <Label htmlFor={inputId}>{label}</Label>
      <div className={rowClassName}>
        <Input
          ref={ref}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClassName}
        />
        {action}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

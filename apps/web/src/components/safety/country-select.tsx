import { ChevronDown } from 'lucide-react';

import type { SafetyLanguage } from '@kindred/shared/safety';
import { SAFETY_COUNTRIES, type SafetyCountry } from '@kindred/shared/safety-resources';
import { countryName } from '@kindred/shared/safety-strings';

import { cn } from '@/lib/cn';

type CountrySelectProps = {
  id: string;
  value: SafetyCountry;
  onChange: (country: SafetyCountry) => void;
  /** The language the country names are written in. */
  language: SafetyLanguage;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
};

/** The countries Kindred has help lines for, named in `language`, in that language's order. */
export function CountrySelect({
  id,
  value,
  onChange,
  language,
  disabled,
  className,
  'aria-describedby': describedBy,
}: CountrySelectProps) {
  const options = SAFETY_COUNTRIES.map((code) => ({
    code,
    name: countryName(code, language),
  })).sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as SafetyCountry)}
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-xl border border-border-strong bg-card pr-10 pl-4 text-base text-foreground shadow-xs transition-colors outline-none hover:bg-muted',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
        )}
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

import { useId } from 'react';

import { SettingsSection } from '@/components/layout/settings-section';
import { CountrySelect } from '@/components/safety/country-select';

import { useSafetySettings } from '../hooks/use-safety-settings';
import { SAFETY_UI_STRINGS as S } from '../strings';

/** /settings: the country whose help lines Get help and the private card show. */
export function CountrySetting() {
  const { country, chosen, setCountry } = useSafetySettings();
  const id = useId();
  const hintId = useId();
  return (
    <SettingsSection title={S.countryTitle} description={S.countryText}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {S.countryLabel}
        </label>
        <CountrySelect
          id={id}
          value={country}
          onChange={setCountry}
          // Named in English, like the rest of the settings page.
          language="en"
          {...(chosen ? {} : { 'aria-describedby': hintId })}
        />
        {chosen ? null : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {S.fromBrowser}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}

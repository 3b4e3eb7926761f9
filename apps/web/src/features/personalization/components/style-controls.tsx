import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

import {
  THERAPIST_LANGUAGES,
  type TherapistLanguage,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Toggle } from '@/components/ui/toggle';

import { PERSONALIZATION_STRINGS as S } from '../strings';

import { StyleSlider } from './style-slider';

type StyleControlsProps = {
  style: TherapistStyle;
  onChange: (patch: Partial<TherapistStyle>) => void;
  disabled?: boolean;
};

const isLanguage = (value: string): value is TherapistLanguage =>
  (THERAPIST_LANGUAGES as readonly string[]).includes(value);

/** The sliders, the two switches and the language of the couple's therapist style. */
export function StyleControls({ style, onChange, disabled }: StyleControlsProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-xl leading-snug font-semibold">
          {S.styleTitle}
        </h2>
        <CardDescription>{S.styleDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-7">
        <StyleSlider
          {...S.sliders.empathy}
          value={style.empathy}
          onChange={(empathy) => onChange({ empathy })}
          disabled={disabled}
        />
        <StyleSlider
          {...S.sliders.directness}
          value={style.directness}
          onChange={(directness) => onChange({ directness })}
          disabled={disabled}
        />
        <StyleSlider
          {...S.sliders.messageLength}
          value={style.messageLength}
          onChange={(messageLength) => onChange({ messageLength })}
          disabled={disabled}
        />

        <div className="flex flex-col divide-y divide-border rounded-2xl border border-border">
          <SwitchRow
            id={`${id}-emojis`}
            label={S.useEmojis}
            hint={S.useEmojisHint}
            checked={style.usesEmojis}
            onChange={(usesEmojis) => onChange({ usesEmojis })}
            disabled={disabled}
          />
          <SwitchRow
            id={`${id}-formal`}
            label={S.formalLanguage}
            hint={S.formalLanguageHint}
            checked={style.formalLanguage}
            onChange={(formalLanguage) => onChange({ formalLanguage })}
            disabled={disabled}
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-language`} className="text-base">
            {S.language}
          </Label>
          <div className="relative sm:max-w-xs">
            {/* The platform's select: never an empty value, only the five languages. */}
            <select
              id={`${id}-language`}
              value={style.language}
              disabled={disabled}
              aria-describedby={`${id}-language-hint`}
              onChange={(event) => {
                if (isLanguage(event.target.value)) onChange({ language: event.target.value });
              }}
              className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-border-strong bg-card pr-10 pl-4 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {THERAPIST_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {S.languageNames[language]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
          <p id={`${id}-language-hint`} className="text-sm text-muted-foreground">
            {S.languageHint}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

type SwitchRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

function SwitchRow({ id, label, hint, checked, onChange, disabled }: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3.5">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Toggle
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

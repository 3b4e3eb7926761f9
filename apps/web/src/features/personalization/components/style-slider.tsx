import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

import { PERSONALIZATION_STRINGS as S } from '../strings';

export const STYLE_SCORE_MIN = 1;
export const STYLE_SCORE_MAX = 10;

type StyleSliderProps = {
  label: string;
  minLabel: string;
  maxLabel: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** One style score (1 to 10, step 1) with its value and the meaning of both ends. */
export function StyleSlider({
  label,
  minLabel,
  maxLabel,
  value,
  onChange,
  disabled,
}: StyleSliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="text-base">
          {label}
        </Label>
        <output
          htmlFor={id}
          aria-hidden
          className="inline-flex min-w-10 items-center justify-center rounded-full bg-secondary px-2.5 py-0.5 text-sm font-semibold text-secondary-foreground tabular-nums"
        >
          {value}
        </output>
      </div>
      <Slider
        id={id}
        min={STYLE_SCORE_MIN}
        max={STYLE_SCORE_MAX}
        step={1}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        aria-valuetext={S.sliderValueText(value, STYLE_SCORE_MAX)}
        aria-describedby={`${id}-ends`}
      />
      <div
        id={`${id}-ends`}
        className="flex justify-between text-xs font-medium text-muted-foreground"
      >
        <span>
          <span className="sr-only">{STYLE_SCORE_MIN}: </span>
          {minLabel}
        </span>
        <span>
          <span className="sr-only">, {STYLE_SCORE_MAX}: </span>
          {maxLabel}
        </span>
      </div>
    </div>
  );
}

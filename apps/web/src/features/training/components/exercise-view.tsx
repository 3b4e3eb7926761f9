import { ArrowLeft, ArrowRight, Check, Pause, Play, RotateCcw, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import type { ExerciseItem } from '@kindred/shared/training';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

import { useCountdown } from '../hooks/use-countdown';
import { TRAINING_STRINGS as S } from '../strings';
import { exerciseProgress, formatClock } from '../utils/training-rules';

import type { ItemViewProps } from './view-props';

/**
 * A guided exercise: one step at a time, each with its own timer (start, pause, reset).
 * Progress is the steps finished; the step reached is kept for 'Continue'.
 */
export function ExerciseView({ item, record, save, onClose }: ItemViewProps<ExerciseItem>) {
  const total = item.steps.length;
  const [step, setStep] = useState(() =>
    record.completed ? 0 : Math.min(Math.max(record.data?.step ?? 0, 0), total - 1),
  );
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const goTo = (index: number) => {
    setStep(index);
    focusHeading();
  };

  const next = () => {
    const done = step + 1;
    if (done >= total) {
      save({ progress: 100, data: { step: total - 1 } });
      setFinished(true);
      focusHeading();
      return;
    }
    const progress = Math.max(record.progress, exerciseProgress(done, total));
    save({ progress, data: { step: done } });
    goTo(done);
  };

  if (finished) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-success-soft px-5 py-6 text-center">
          <Sparkles className="size-6 text-success" aria-hidden />
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-success outline-none"
          >
            {S.exerciseDone}
          </h3>
          <p>{S.exerciseDoneText}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => {
              setFinished(false);
              goTo(0);
            }}
          >
            <RotateCcw aria-hidden />
            {S.startOver}
          </Button>
          <Button onClick={onClose}>{S.done}</Button>
        </div>
      </div>
    );
  }

  const current = item.steps[step]!;
  const last = step === total - 1;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground">{S.stepOf(step + 1, total)}</p>
        <Progress value={step + 1} max={total} aria-hidden className="h-1.5" />
      </div>
      <article className="flex flex-col gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {current.title}
        </h3>
        <p className="leading-relaxed">{current.body}</p>
      </article>
      {/* A new timer for every step. */}
      <StepTimer key={step} seconds={current.seconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden />
          {S.previousStep}
        </Button>
        <Button onClick={next}>
          {last ? S.finishExercise : S.nextStep}
          {last ? <Check aria-hidden /> : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </div>
  );
}

function StepTimer({ seconds }: { seconds: number | undefined }) {
  const id = useId();
  const countdown = useCountdown(seconds ?? 0);
  if (!seconds) return <p className="text-sm text-muted-foreground">{S.untimed}</p>;
  const started = countdown.running || countdown.remaining < seconds;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <span
          id={`${id}-label`}
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {S.timeLeft}
        </span>
        <span
          role="timer"
          aria-labelledby={`${id}-label`}
          className="text-3xl font-semibold tabular-nums"
        >
          {formatClock(countdown.remaining)}
        </span>
      </div>
      <p role="status" className="text-sm font-medium text-success sm:order-none">
        {countdown.finished ? S.timeUp : ''}
      </p>
      <div className="flex gap-2">
        {countdown.running ? (
          <Button variant="secondary" onClick={countdown.pause}>
            <Pause aria-hidden />
            {S.pauseTimer}
          </Button>
        ) : (
          <Button variant="secondary" onClick={countdown.start}>
            <Play aria-hidden />
            {started && !countdown.finished ? S.resumeTimer : S.startTimer}
          </Button>
        )}
        <Button variant="ghost" onClick={countdown.reset}>
          <RotateCcw aria-hidden />
          {S.resetTimer}
        </Button>
      </div>
    </div>
  );
}

import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import type { CourseItem } from '@kindred/shared/training';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

import { TRAINING_STRINGS as S } from '../strings';
import { courseProgress } from '../utils/training-rules';

import type { ItemViewProps } from './view-props';

/** A course, page by page. Progress is the pages seen; the page reached is kept for 'Continue'. */
export function CourseView({ item, record, save, onClose }: ItemViewProps<CourseItem>) {
  const total = item.steps.length;
  const [step, setStep] = useState(() =>
    record.completed ? 0 : Math.min(Math.max(record.data?.step ?? 0, 0), total - 1),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = item.steps[step]!;

  const markSeen = useEffectEvent((index: number) => {
    const progress = Math.max(record.progress, courseProgress(index + 1, total));
    if (progress === record.progress && record.data?.step === index) return;
    save({ progress, data: { step: index } });
  });
  useEffect(() => markSeen(step), [step]);

  const goTo = (index: number) => {
    setStep(index);
    // Keep keyboard and screen-reader users at the start of the new page.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const last = step === total - 1;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
          {S.stepOf(step + 1, total)}
        </p>
        <Progress value={step + 1} max={total} aria-hidden className="h-1.5" />
      </div>
      <article className="flex flex-col gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {page.title}
        </h3>
        <p className="leading-relaxed">{page.body}</p>
      </article>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden />
          {S.previous}
        </Button>
        {last ? (
          <Button onClick={onClose}>
            <Check aria-hidden />
            {S.finishCourse}
          </Button>
        ) : (
          <Button onClick={() => goTo(step + 1)}>
            {S.next}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}

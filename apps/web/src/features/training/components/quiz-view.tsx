import { ArrowLeft, ArrowRight, Check, MessagesSquare, RotateCcw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import type { QuizItem } from '@kindred/shared/training';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

import { TRAINING_STRINGS as S } from '../strings';
import { quizProgress } from '../utils/training-rules';

import type { ItemViewProps } from './view-props';

const NOT_ANSWERED = -1;

/**
 * A quiz, one question at a time, with feedback as soon as an option is chosen. A question whose
 * answer is -1 has no right answer: it is for the couple to discuss. Progress is the questions
 * answered.
 */
export function QuizView({ item, record, save, saving, onClose }: ItemViewProps<QuizItem>) {
  const total = item.questions.length;
  const [answers, setAnswers] = useState<number[]>(() =>
    item.questions.map((_, i) => record.data?.answers?.[i] ?? NOT_ANSWERED),
  );
  const answered = answers.filter((a) => a !== NOT_ANSWERED).length;
  const [index, setIndex] = useState(() => {
    if (record.completed) return 0;
    const firstOpen = answers.findIndex((a) => a === NOT_ANSWERED);
    return firstOpen === -1 ? total : firstOpen;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();

  const goTo = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const choose = (option: number) => {
    if (answers[index] !== NOT_ANSWERED) return;
    const next = answers.map((a, i) => (i === index ? option : a));
    setAnswers(next);
    save({ progress: quizProgress(next, total), data: { answers: next } });
  };

  const retake = () => {
    const cleared = item.questions.map(() => NOT_ANSWERED);
    setAnswers(cleared);
    save({ progress: 0, data: { answers: cleared } });
    goTo(0);
  };

  if (index >= total) {
    const scored = item.questions.filter((q) => q.answer >= 0);
    const matched = scored.filter((q) => answers[item.questions.indexOf(q)] === q.answer).length;
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2 rounded-2xl bg-success-soft px-5 py-5 text-center">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-success outline-none"
          >
            {S.resultsTitle}
          </h3>
          <p>{S.results(matched, scored.length)}</p>
          <p className="text-sm text-muted-foreground">{S.resultsHint}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={retake} disabled={saving}>
            <RotateCcw aria-hidden />
            {S.retake}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => goTo(0)}>
              {S.review}
            </Button>
            <Button onClick={onClose}>{S.done}</Button>
          </div>
        </div>
      </div>
    );
  }

  const question = item.questions[index]!;
  const chosen = answers[index]!;
  const isAnswered = chosen !== NOT_ANSWERED;
  const open = question.answer < 0;
  const right = !open && chosen === question.answer;
  const last = index === total - 1;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground">
          {S.questionOf(index + 1, total)}
        </p>
        <Progress value={answered} max={total} aria-hidden className="h-1.5" />
      </div>
      <h3
        id={questionId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg leading-snug font-semibold outline-none"
      >
        {question.prompt}
      </h3>
      <div role="group" aria-labelledby={questionId} className="flex flex-col gap-2">
        {question.options.map((option, i) => {
          const isChosen = chosen === i;
          const isRight = !open && isAnswered && i === question.answer;
          const isWrong = isAnswered && isChosen && !open && !right;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isChosen}
              aria-disabled={isAnswered || undefined}
              onClick={() => choose(i)}
              className={cn(
                'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
                !isAnswered &&
                  'border-border-strong bg-card hover:border-primary hover:bg-primary-soft',
                isAnswered && 'cursor-default',
                isAnswered &&
                  !isChosen &&
                  !isRight &&
                  'border-border bg-card text-muted-foreground',
                isChosen && open && 'border-primary bg-secondary text-secondary-foreground',
                isRight && 'border-success/40 bg-success-soft text-success',
                isWrong && 'border-destructive/40 bg-destructive-soft text-destructive',
              )}
            >
              <span>{option}</span>
              {isRight ? <Check className="size-5 shrink-0" aria-hidden /> : null}
              {isWrong ? <X className="size-5 shrink-0" aria-hidden /> : null}
            </button>
          );
        })}
      </div>

      <div role="status" aria-live="polite">
        {isAnswered ? (
          <div
            className={cn(
              'flex flex-col gap-1 rounded-xl px-4 py-3',
              open ? 'bg-accent-lilac' : right ? 'bg-success-soft' : 'bg-warning-soft',
            )}
          >
            <p className="flex items-center gap-2 font-semibold">
              {open ? <MessagesSquare className="size-4" aria-hidden /> : null}
              {open ? S.openQuestion : right ? S.correct : S.incorrect}
            </p>
            {!open && !right ? (
              <p className="text-sm">
                {S.suggestedAnswer(question.options[question.answer] ?? '')}
              </p>
            ) : null}
            <p className="text-sm">{question.explanation}</p>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden />
          {S.previousQuestion}
        </Button>
        <Button onClick={() => goTo(index + 1)} disabled={!isAnswered}>
          {last ? S.seeResults : S.nextQuestion}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

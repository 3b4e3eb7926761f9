import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TRAINING_IDS, type TrainingProgress } from '@kindred/shared/training';

import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

type Stored = Record<string, Pick<TrainingProgress, 'progress' | 'data'>>;

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as { progress: number; data?: TrainingProgress['data'] };

/** A fake server that keeps what is PUT, as the real one does. */
function setup(initial: Stored = {}, routes: Record<string, FakeRoute> = {}) {
  const stored: Stored = { ...initial };
  const view = (id: string): TrainingProgress => ({
    id,
    progress: stored[id]?.progress ?? 0,
    completed: (stored[id]?.progress ?? 0) >= 100,
    data: stored[id]?.data ?? null,
    updated_at: stored[id] ? '2025-06-01T10:00:00.000Z' : null,
  });
  const puts: { id: string; body: ReturnType<typeof bodyOf> }[] = [];
  const putRoutes = Object.fromEntries(
    TRAINING_IDS.map((id) => [
      `PUT /api/training/${id}`,
      ((init) => {
        const body = bodyOf(init);
        puts.push({ id, body });
        stored[id] = { progress: body.progress, data: body.data ?? null };
        return { status: 200, body: view(id) };
      }) satisfies FakeRoute,
    ]),
  );
  stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/training': () => ({ status: 200, body: TRAINING_IDS.map(view) }),
    ...putRoutes,
    ...routes,
  });
  return { ...renderApp('/self-training'), puts, stored };
}

const card = (id: string) => screen.getByTestId(`training-card-${id}`);
const cardButton = (id: string) => within(card(id)).getByRole('button');

describe('/self-training', () => {
  it('shows a loading state, then the five items with their details', async () => {
    setup();
    expect(await screen.findByText('Loading your training...')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Self-Training Hub' }),
    ).toBeVisible();
    await screen.findByTestId('training-card-course-1');
    const expected: [string, string, string][] = [
      ['course-1', 'Course', '30 min'],
      ['course-2', 'Course', '25 min'],
      ['quiz-1', 'Quiz', '10 min'],
      ['journal-1', 'Journal', '5 min'],
      ['exercise-1', 'Exercise', '15 min'],
    ];
    for (const [id, type, minutes] of expected) {
      expect(within(card(id)).getByText(type)).toBeVisible();
      expect(within(card(id)).getByText(minutes)).toBeVisible();
      expect(within(card(id)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    }
    expect(
      within(card('quiz-1')).getByRole('heading', { name: 'Love Languages Quiz' }),
    ).toBeVisible();
    expect(screen.queryByText('Continue Learning')).not.toBeInTheDocument();
  });

  it('labels each card Start, Continue or Review and shows the banner for the first item in progress', async () => {
    setup({
      'course-1': { progress: 100, data: { step: 4 } },
      'quiz-1': { progress: 40, data: { answers: [0, 1, -1, -1, -1] } },
      'journal-1': { progress: 67, data: { entries: ['a', 'b', ''] } },
    });
    await screen.findByTestId('training-card-course-1');
    expect(cardButton('course-1')).toHaveTextContent('Review');
    expect(cardButton('course-2')).toHaveTextContent('Start');
    expect(cardButton('quiz-1')).toHaveTextContent('Continue');
    expect(cardButton('journal-1')).toHaveTextContent('Continue');
    expect(cardButton('exercise-1')).toHaveTextContent('Start');
    expect(within(card('quiz-1')).getByText('40% complete')).toBeVisible();
    expect(within(card('course-1')).getByText('Completed')).toBeVisible();
    expect(cardButton('quiz-1')).toHaveAccessibleDescription('Love Languages Quiz');

    const banner = screen.getByRole('region', { name: 'Continue Learning' });
    expect(banner).toHaveTextContent('Love Languages Quiz');
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    fireEvent.click(within(banner).getByRole('button', { name: 'Resume' }));

    const dialog = await screen.findByRole('dialog', { name: 'Love Languages Quiz' });
    // Resumes at the first question not answered yet.
    expect(within(dialog).getByText('Question 3 of 5')).toBeVisible();
  });

  it('filters by type', async () => {
    const { user } = setup();
    await screen.findByTestId('training-card-course-1');
    const tabs = within(screen.getByRole('tablist', { name: 'Filter by type' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Courses',
      'Quizzes',
      'Journals',
      'Exercises',
    ]);
    const shown = () => screen.getAllByTestId(/^training-card-/).map((el) => el.dataset.testid);

    expect(shown()).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(shown()).toEqual(['training-card-course-1', 'training-card-course-2']);
    await user.click(screen.getByRole('tab', { name: 'Quizzes' }));
    expect(shown()).toEqual(['training-card-quiz-1']);
    await user.click(screen.getByRole('tab', { name: 'Journals' }));
    expect(shown()).toEqual(['training-card-journal-1']);
    await user.click(screen.getByRole('tab', { name: 'Exercises' }));
    expect(shown()).toEqual(['training-card-exercise-1']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(shown()).toHaveLength(5);
  });

  it('saves progress as quiz questions are answered, with feedback for each', async () => {
    const { user, puts } = setup();
    await screen.findByTestId('training-card-quiz-1');
    await user.click(cardButton('quiz-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Love Languages Quiz' });

    // Question 1 has no right answer.
    await user.click(within(dialog).getByRole('button', { name: 'Undivided time together' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No right answer: talk about it together.',
    );
    await waitFor(() =>
      expect(puts).toEqual([
        { id: 'quiz-1', body: { progress: 20, data: { answers: [1, -1, -1, -1, -1] } } },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next question' }));
    expect(within(dialog).getByText('Question 2 of 5')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Next question' })).toBeDisabled();
    await user.click(
      within(dialog).getByRole('button', { name: '"You never help with the kids."' }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Not quite.');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The suggested answer: "I feel overwhelmed at bedtime. Could you take baths tonight?"',
    );
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ progress: 40, data: { answers: [1, 0, -1, -1, -1] } });

    // The card behind the dialog already shows the progress.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardButton('quiz-1')).toHaveTextContent('Continue');
    expect(within(card('quiz-1')).getByText('40% complete')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Continue Learning' })).toHaveTextContent(
      'Love Languages Quiz',
    );
  });

  it('walks a course page by page, saving the pages seen', async () => {
    const { user, puts } = setup();
    await screen.findByTestId('training-card-course-2');
    await user.click(cardButton('course-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Navigating Conflict Together' });
    expect(within(dialog).getByRole('heading', { name: 'Conflict is normal' })).toBeVisible();
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ id: 'course-2', body: { progress: 20, data: { step: 0 } } }),
    );
    for (let i = 0; i < 4; i++)
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 5 of 5')).toBeVisible();
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ id: 'course-2', body: { progress: 100, data: { step: 4 } } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(cardButton('course-2')).toHaveTextContent('Review'));
  });

  it('saves journal entries privately with the progress of the prompts answered', async () => {
    const { user, puts } = setup();
    await screen.findByTestId('training-card-journal-1');
    await user.click(cardButton('journal-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Gratitude Journal' });
    expect(within(dialog).getByText(/only you can see your journal/)).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save Entry' });
    expect(save).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', {
        name: 'What is one thing your partner did recently that you appreciated?',
      }),
      'Made me tea',
    );
    await user.click(save);
    expect(await screen.findByText('Journal entry saved')).toBeVisible();
    expect(puts).toEqual([
      { id: 'journal-1', body: { progress: 33, data: { entries: ['Made me tea', '', ''] } } },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Save Entry' })).toBeDisabled();
  });

  it('guides an exercise with a timer per step', async () => {
    const { user, puts } = setup();
    await screen.findByTestId('training-card-exercise-1');
    await user.click(cardButton('exercise-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Active Listening Exercise' });
    expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent('1:00');
    expect(within(dialog).getByRole('button', { name: 'Start timer' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByRole('heading', { name: 'Speaker shares' })).toBeVisible();
    expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent('3:00');
    await waitFor(() =>
      expect(puts).toEqual([{ id: 'exercise-1', body: { progress: 20, data: { step: 1 } } }]),
    );
  });

  it('says so when progress cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = setup(
      {},
      {
        'GET /api/training': () =>
          fail
            ? { status: 500, body: { error: 'Internal Server Error' } }
            : {
                status: 200,
                body: TRAINING_IDS.map((id) => ({
                  id,
                  progress: 0,
                  completed: false,
                  data: null,
                  updated_at: null,
                })),
              },
      },
    );
    expect(await screen.findByText("We couldn't load your training progress.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('training-card-quiz-1')).toBeVisible();
  });
});

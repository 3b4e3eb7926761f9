import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kindred/shared/notifications';
import type { Preferences } from '@kindred/shared/preferences';
import { buildStylePreview, PREVIEW_TEXT } from '@kindred/shared/style-preview';
import { DEFAULT_THERAPIST_STYLE, type TherapistStyle } from '@kindred/shared/therapist-style';

import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const SAVED: TherapistStyle = {
  ...DEFAULT_THERAPIST_STYLE,
  empathy: 6,
  directness: 3,
  messageLength: 5,
  usesEmojis: false,
};

function preferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    profile: null,
    therapist_style: SAVED,
    notifications: DEFAULT_NOTIFICATION_PREFERENCES,
    contact_email: null,
    inside_jokes: [],
    country: null,
    ...overrides,
  };
}

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

/** A fake server that keeps what is PUT, as the real one does. */
function setup(initial: Preferences = preferences(), routes: Record<string, FakeRoute> = {}) {
  let stored = initial;
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/preferences': () => ({ status: 200, body: stored }),
    'PUT /api/preferences': (init) => {
      stored = { ...stored, ...bodyOf(init) };
      return { status: 200, body: stored };
    },
    ...routes,
  });
  const puts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/preferences' && init?.method === 'PUT')
      .map(([, init]) => bodyOf(init));
  return { ...renderApp('/personalization'), fetchMock, puts, stored: () => stored };
}

const slider = (name: string) => screen.getByRole('slider', { name });
const preview = () => screen.getByTestId('style-preview');
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
const setSlider = (name: string, value: number) =>
  fireEvent.change(slider(name), { target: { value: String(value) } });

async function ready() {
  return screen.findByRole('slider', { name: 'Empathy Level' });
}

describe('/personalization', () => {
  it('shows a loading state, then the saved style', async () => {
    setup();
    expect(await screen.findByText('Loading your preferences...')).toBeVisible();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Personalization' })).toBeVisible();
    expect(slider('Empathy Level')).toHaveValue('6');
    expect(slider('Directness')).toHaveValue('3');
    expect(slider('Message Length')).toHaveValue('5');
    for (const name of ['Empathy Level', 'Directness', 'Message Length']) {
      expect(slider(name)).toHaveAttribute('min', '1');
      expect(slider(name)).toHaveAttribute('max', '10');
      expect(slider(name)).toHaveAttribute('step', '1');
    }
    for (const end of ['Analytical', 'Empathetic', 'Gentle', 'Direct', 'Brief', 'Detailed']) {
      expect(screen.getByText(end)).toBeVisible();
    }
    expect(screen.getByRole('switch', { name: 'Use Emojis' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Formal Language' })).not.toBeChecked();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('english');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['english', 'English'],
      ['spanish', 'Spanish'],
      ['french', 'French'],
      ['german', 'German'],
      ['mandarin', 'Mandarin'],
    ]);
  });

  it("keeps 'Save Changes' disabled until something changes, and again when it is changed back", async () => {
    const { user } = setup();
    await ready();
    expect(saveButton()).toBeDisabled();
    setSlider('Directness', 4);
    expect(saveButton()).toBeEnabled();
    setSlider('Directness', 3);
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Use Emojis' }));
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Use Emojis' }));
    expect(saveButton()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'french');
    expect(saveButton()).toBeEnabled();
  });

  it('writes the preview in the chosen language', async () => {
    const { user } = setup();
    await ready();
    expect(preview().textContent).toContain(PREVIEW_TEXT.moderateEmpathy);
    expect(preview()).toHaveAttribute('lang', 'en');

    const language = screen.getByRole('combobox', { name: 'Language' });
    for (const [value, lang, start] of [
      ['spanish', 'es', 'Entiendo que esto es importante para los dos.'],
      ['french', 'fr', 'Je comprends que c’est important pour vous deux.'],
      ['german', 'de', 'Ich verstehe, dass euch beiden das wichtig ist.'],
      ['mandarin', 'zh', '我理解这对你们两位都很重要。'],
    ] as const) {
      await user.selectOptions(language, value);
      expect(preview().textContent).toMatch(new RegExp(`^${start}`));
      expect(preview()).toHaveAttribute('lang', lang);
    }
    expect(preview().textContent).not.toContain(PREVIEW_TEXT.moderateEmpathy);
  });

  it('updates the preview at each threshold through the shared preview rules', async () => {
    const { user } = setup();
    await ready();
    const expectPreview = (style: TherapistStyle) =>
      expect(preview()).toHaveTextContent(buildStylePreview(style), { normalizeWhitespace: false });

    let style: TherapistStyle = { ...SAVED };
    expectPreview(style);
    expect(preview().textContent).toContain(PREVIEW_TEXT.moderateEmpathy);

    for (const [key, name, value] of [
      ['empathy', 'Empathy Level', 8],
      ['empathy', 'Empathy Level', 4],
      ['directness', 'Directness', 5],
      ['directness', 'Directness', 8],
      ['messageLength', 'Message Length', 8],
      ['messageLength', 'Message Length', 3],
    ] as const) {
      setSlider(name, value);
      style = { ...style, [key]: value };
      expectPreview(style);
    }
    // Empathy 4 is factual; length 3 keeps only the first sentence.
    expect(preview().textContent).toBe(PREVIEW_TEXT.factual);

    await user.click(screen.getByRole('switch', { name: 'Formal Language' }));
    await user.click(screen.getByRole('switch', { name: 'Use Emojis' }));
    style = { ...style, formalLanguage: true, usesEmojis: true };
    expectPreview(style);
    expect(preview().textContent).toBe(
      'Let us look at what happened and what each of you needs. 💬❤️',
    );
  });

  it('saves the style, confirms, and Undo restores the defaults', async () => {
    const { user, puts } = setup();
    await ready();
    setSlider('Empathy Level', 9);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'german');
    await user.click(saveButton());

    expect(await screen.findByText('Therapist style updated successfully!')).toBeVisible();
    expect(screen.getByText('Changes will be applied to future conversations.')).toBeVisible();
    expect(puts()).toEqual([{ therapist_style: { ...SAVED, empathy: 9, language: 'german' } }]);
    await waitFor(() => expect(saveButton()).toBeDisabled());

    // A plain click: sonner captures the pointer on pointerdown, which jsdom cannot do.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Changes reverted')).toBeVisible();
    expect(puts()[1]).toEqual({ therapist_style: DEFAULT_THERAPIST_STYLE });
    expect(slider('Empathy Level')).toHaveValue('7');
    expect(slider('Directness')).toHaveValue('5');
    expect(slider('Message Length')).toHaveValue('6');
    expect(screen.getByRole('switch', { name: 'Use Emojis' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('english');
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('changes the therapist: the persona sets its empathy and directness, the preview and Save follow', async () => {
    const { user, puts } = setup();
    await ready();
    const personas = screen.getByRole('region', { name: 'Your Therapist' });
    expect(within(personas).getByRole('radio', { name: 'Dr. Emma' })).toBeChecked();
    expect(saveButton()).toBeDisabled();
    // The preview is signed by the chosen persona, with their picture.
    const caption = () => preview().closest('figure')!.querySelector('figcaption')!;
    expect(caption()).toHaveTextContent('Dr. Emma · AI therapist');
    expect(caption().querySelector('[data-persona]')).toHaveAttribute('data-persona', 'dr-emma');

    await user.click(within(personas).getByRole('radio', { name: 'Dr. James' }));
    expect(within(personas).getByRole('radio', { name: 'Dr. James' })).toBeChecked();
    expect(slider('Empathy Level')).toHaveValue('6');
    expect(slider('Directness')).toHaveValue('9');
    expect(caption()).toHaveTextContent('Dr. James · AI therapist');
    expect(caption().querySelector('[data-persona]')).toHaveAttribute('data-persona', 'dr-james');
    expect(preview()).toHaveTextContent(buildStylePreview({ ...SAVED, empathy: 6, directness: 9 }));

    await user.click(saveButton());
    expect(await screen.findByText('Therapist style updated successfully!')).toBeVisible();
    // The rest of the saved style (length, emojis, language) is kept.
    expect(puts()).toEqual([
      { therapist_style: { ...SAVED, personaId: 'dr-james', empathy: 6, directness: 9 } },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('says so when saving fails and keeps the change', async () => {
    const { user } = setup(preferences(), {
      'PUT /api/preferences': { status: 500, body: { error: 'Internal Server Error' } },
    });
    await ready();
    setSlider('Empathy Level', 2);
    await user.click(saveButton());
    expect(await screen.findByText("Your therapist style couldn't be saved")).toBeVisible();
    expect(saveButton()).toBeEnabled();
    expect(slider('Empathy Level')).toHaveValue('2');
  });
});

describe('/personalization: Inside-Joke Dictionary', () => {
  const csv = (text: string, name = 'jokes.csv') => new File([text], name, { type: 'text/csv' });
  const fileInput = () => screen.getByLabelText('Inside-joke file (CSV or JSON)');
  const list = () => screen.getByRole('list', { name: 'Your inside jokes' });

  it('shows the empty state, the expected format and the Browse Files button', async () => {
    setup();
    await ready();
    expect(screen.getByRole('heading', { name: 'Inside-Joke Dictionary' })).toBeVisible();
    expect(screen.getByText('No inside jokes yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeEnabled();
    expect(screen.getByText('Drag and drop a CSV or JSON file here')).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.csv'));
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.json'));
    // The expected format, short on the drop zone, with examples below it.
    expect(screen.getByText('CSV (phrase,meaning) or JSON, up to 64 KB.')).toBeVisible();
    expect(screen.getByText(/^phrase,meaning code purple,"We need to talk/)).toBeInTheDocument();
    expect(screen.getByText(/"phrase": "code purple"/)).toBeInTheDocument();
  });

  it('uploads a good CSV, merges it with the stored list and lists it', async () => {
    const { user, puts } = setup(
      preferences({ inside_jokes: [{ phrase: 'Pineapple', meaning: 'old meaning' }] }),
    );
    await ready();
    await user.upload(
      fileInput(),
      csv(
        'phrase,meaning\npineapple,"I need a break, let\'s pause"\nthe blue mug,A small kindness\n',
      ),
    );

    expect(await screen.findByText('2 inside jokes added')).toBeVisible();
    expect(puts()).toEqual([
      {
        inside_jokes: [
          { phrase: 'pineapple', meaning: "I need a break, let's pause" },
          { phrase: 'the blue mug', meaning: 'A small kindness' },
        ],
      },
    ]);
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('the blue mug');
    expect(items[1]).toHaveTextContent('A small kindness');
    expect(screen.getByText('2 of 100')).toBeVisible();
  });

  it("shows the parser's message for a bad file and stores nothing", async () => {
    const { user, puts } = setup();
    await ready();
    await user.upload(fileInput(), csv('phrase,meaning\npineapple,break,now\n'));
    expect(
      await screen.findByText('Line 2: expected 2 columns (phrase, meaning), found 3'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent("That file couldn't be used");

    const json = new File(['{"oops": '], 'jokes.json', { type: 'application/json' });
    await user.upload(fileInput(), json);
    expect(
      await screen.findByText('The JSON file could not be read: check its syntax'),
    ).toBeVisible();
    expect(puts()).toEqual([]);
  });

  it('refuses a file that is too large and a file of another kind dropped on the zone', async () => {
    const { puts } = setup();
    await ready();
    const huge = csv(`phrase,meaning\n${'a,b\n'.repeat(20_000)}`);
    fireEvent.drop(screen.getByText('Drag and drop a CSV or JSON file here'), {
      dataTransfer: { files: [huge], types: ['Files'] },
    });
    expect(await screen.findByText('The file is too large (at most 64 KB)')).toBeVisible();

    fireEvent.drop(screen.getByText('Drag and drop a CSV or JSON file here'), {
      dataTransfer: {
        files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })],
        types: ['Files'],
      },
    });
    expect(await screen.findByText('Choose a .csv or .json file')).toBeVisible();
    expect(puts()).toEqual([]);
  });

  it('removes an inside joke', async () => {
    const { user, puts } = setup(
      preferences({
        inside_jokes: [
          { phrase: 'pineapple', meaning: 'I need a break' },
          { phrase: 'the blue mug', meaning: 'A small kindness' },
        ],
      }),
    );
    await ready();
    await user.click(screen.getByRole('button', { name: 'Remove "pineapple"' }));
    expect(await screen.findByText('"pineapple" removed')).toBeVisible();
    expect(puts()).toEqual([
      { inside_jokes: [{ phrase: 'the blue mug', meaning: 'A small kindness' }] },
    ]);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('I need a break')).not.toBeInTheDocument();
  });
});

// Every string of /personalization, in one place.

import { INSIDE_JOKE_FILE_MAX_BYTES, INSIDE_JOKES_MAX } from '@kindred/shared/inside-jokes';
import type { TherapistLanguage } from '@kindred/shared/therapist-style';

export const PERSONALIZATION_STRINGS = {
  title: 'Agent Personalization',
  description: 'Shape how your AI therapist talks with the two of you.',
  loading: 'Loading your preferences...',
  loadFailed: "We couldn't load your preferences.",
  tryAgain: 'Try again',

  personaTitle: 'Your Therapist',
  personaDescription:
    'Who guides your sessions. In a couple it is one choice for both of you. Choosing a therapist sets their empathy and directness; fine-tune them below.',
  personaLegend: 'AI therapist',
  personaEmpathy: 'Empathy',
  personaDirectness: 'Directness',

  styleTitle: 'Therapist Style',
  styleDescription:
    'Move the sliders and watch the preview. In a couple the style is shared: it guides both of your sessions.',
  sliders: {
    empathy: { label: 'Empathy Level', minLabel: 'Analytical', maxLabel: 'Empathetic' },
    directness: { label: 'Directness', minLabel: 'Gentle', maxLabel: 'Direct' },
    messageLength: { label: 'Message Length', minLabel: 'Brief', maxLabel: 'Detailed' },
  },
  sliderValueText: (value: number, max: number) => `${value} of ${max}`,
  useEmojis: 'Use Emojis',
  useEmojisHint: 'A friendly emoji now and then.',
  formalLanguage: 'Formal Language',
  formalLanguageHint: 'Full sentences, no contractions.',
  language: 'Language',
  languageHint: 'The language your therapist replies in.',
  languageNames: {
    english: 'English',
    spanish: 'Spanish',
    french: 'French',
    german: 'German',
    mandarin: 'Mandarin',
  } satisfies Record<TherapistLanguage, string>,

  previewTitle: 'Preview',
  previewDescription: 'A sample reply with these settings.',
  previewAuthor: (persona: string) => `${persona} · AI therapist`,
  save: 'Save Changes',
  saving: 'Saving...',
  unsavedChanges: 'You have unsaved changes.',
  allSaved: 'Your therapist uses these settings from its next reply.',
  savedTitle: 'Therapist style updated successfully!',
  savedDescription: 'Changes will be applied to future conversations.',
  undo: 'Undo',
  reverted: 'Changes reverted',
  saveFailed: "Your therapist style couldn't be saved",
  revertFailed: "Your changes couldn't be reverted",

  jokesTitle: 'Inside-Joke Dictionary',
  jokesDescription:
    'Teach your therapist the shorthand only the two of you share, so it understands you and may use it in your sessions.',
  dropTitle: 'Drag and drop a CSV or JSON file here',
  dropHint: `CSV (phrase,meaning) or JSON, up to ${INSIDE_JOKE_FILE_MAX_BYTES / 1024} KB.`,
  browse: 'Browse Files',
  fileInputLabel: 'Inside-joke file (CSV or JSON)',
  uploading: 'Saving your inside jokes...',
  formatTitle: 'Examples of both formats',
  formatCsv: 'CSV: two columns, phrase and meaning; the header row is optional.',
  formatJson: 'JSON: a list of phrase and meaning pairs, or one object of phrase → meaning.',
  csvExample:
    'phrase,meaning\ncode purple,"We need to talk, privately and soon"\npenguin mode,I am overwhelmed and need a hug',
  jsonExample: '[\n  { "phrase": "code purple", "meaning": "We need to talk privately" }\n]',
  limits: `Up to ${INSIDE_JOKE_FILE_MAX_BYTES / 1024} KB per file and ${INSIDE_JOKES_MAX} inside jokes in all. A phrase you upload again gets its new meaning.`,
  fileErrorTitle: "That file couldn't be used",
  listLabel: 'Your inside jokes',
  count: (n: number) => `${n} of ${INSIDE_JOKES_MAX}`,
  emptyTitle: 'No inside jokes yet',
  emptyText: 'Upload a file to add the phrases that mean something only to the two of you.',
  meaningLabel: 'means',
  remove: (phrase: string) => `Remove "${phrase}"`,
  added: (n: number) => (n === 1 ? '1 inside joke added' : `${n} inside jokes added`),
  updatedOnly: 'Your inside jokes are up to date',
  addedDetail: (added: number, updated: number) =>
    [added > 0 ? `${added} new` : null, updated > 0 ? `${updated} updated` : null]
      .filter(Boolean)
      .join(', '),
  skipped: (n: number) =>
    `${n} didn't fit: the dictionary holds at most ${INSIDE_JOKES_MAX}. Remove some and upload again.`,
  full: `The dictionary already holds ${INSIDE_JOKES_MAX} inside jokes. Remove some before adding more.`,
  removed: (phrase: string) => `"${phrase}" removed`,
  jokesSaveFailed: "Your inside jokes couldn't be saved",
  oneFileOnly: 'Choose one file at a time.',
  readFailed: "The file couldn't be read.",
} as const;

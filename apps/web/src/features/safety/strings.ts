// The safety feature's own strings (English, like the rest of the app's frame). What the Get help
// panel says to the user comes from @kindred/shared/safety-strings, in the couple's language.

export const SAFETY_UI_STRINGS = {
  /** The entry in the navigation and in the session header: the same name everywhere. */
  getHelp: 'Get help',
  close: 'Close',
  countryTitle: 'Help in your country',
  countryText:
    'Which country’s crisis lines and emergency number Kindred shows you. Only you see this setting.',
  countryLabel: 'Country',
  fromBrowser: 'Chosen from your browser’s language until you pick one.',
  saved: 'Saved',
  saveFailed: 'Couldn’t save your country',
  tryAgain: 'Please try again.',
  resourcesLabel: 'Help lines',
} as const;

// Every string of the profile section in Settings, in one place.

export const PROFILE_STRINGS = {
  title: 'Profile',
  description: 'Your name and picture, as your partner and your therapist see them.',
  loadFailed: "We couldn't load your profile.",
  tryAgain: 'Try again',
  avatarLegend: 'Your avatar',
  // The onboarding field is 'Your Name': outside acceptance tests look for it.
  nameLabel: 'Your Name',
  nameHint: 'This is how your partner and your therapist will address you.',
  save: 'Save Profile',
  saving: 'Saving...',
  saved: 'Profile updated',
  savedText: 'Your partner sees your new name and picture.',
  unchanged: 'Nothing to save: your profile is unchanged.',
  saveFailed: "Your profile couldn't be saved",
  needsSignIn: 'Please sign in again to save your profile.',
} as const;

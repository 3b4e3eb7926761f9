// Every string of the onboarding wizard and its persona step, in one place.

export const ONBOARDING_STRINGS = {
  title: 'Welcome to Kindred',
  description: "Three short steps and you're ready for your first guided session.",
  loading: 'Loading your profile...',
  loadFailed: "We couldn't load your profile.",
  tryAgain: 'Try again',

  progressLabel: 'Onboarding progress',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepNames: ['Profile', 'Invite', 'Therapist'] as const,

  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  saving: 'Saving...',

  profileTitle: 'Create Your Profile',
  profileText: 'Pick a picture and tell us what to call you. Your partner sees both.',
  avatarLegend: 'Choose your avatar',
  nameLabel: 'Your Name',
  namePlaceholder: 'e.g. Avery',
  nameHint: 'This is how your partner and your therapist will address you.',

  inviteTitle: 'Invite Your Partner',
  inviteText: 'Kindred works best with both of you: your sessions are shared with your partner.',

  therapistTitle: 'Choose Your AI Therapist',
  therapistText: 'Each therapist has a different way of guiding your conversations.',
  therapistLegend: 'AI therapist',
  empathy: 'Empathy',
  directness: 'Directness',
  changeLater: 'You can change your therapist and fine-tune their style later in Personalization.',
  aiDisclosureTitle: 'Your therapist is an AI',
  aiDisclosure:
    "Kindred's therapists are AI guides, not licensed clinicians, and they don't replace professional care. If you or someone else is in danger, contact your local emergency services.",
} as const;

// The landing page's calls to action: outside acceptance tests look for them.
export const LANDING_CTA = {
  startFree: 'Start Free - No Credit Card',
  logInHero: 'Already have an account? Log in',
  startFreeClosing: 'Start Free Today',
  logInClosing: 'Log in',
  goToDashboard: 'Go to Dashboard',
} as const;

export const AI_DISCLOSURE =
  "Kindred's therapist is an AI, not a licensed clinician, and it is not for emergencies.";

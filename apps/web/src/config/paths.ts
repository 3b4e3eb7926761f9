// Every route in one place, so no link is spelled by hand. `path` is the router pattern, `getHref`
// builds a link.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  sessions: { path: '/triadic-session', getHref: () => '/triadic-session' },
  session: {
    path: '/triadic-session/:sessionId',
    getHref: (sessionId: string) => `/triadic-session/${encodeURIComponent(sessionId)}`,
  },
  /** What a completed session wrote (issue 14: 'View Summary'). */
  sessionSummary: {
    path: '/triadic-session/:sessionId/summary',
    getHref: (sessionId: string) => `/triadic-session/${encodeURIComponent(sessionId)}/summary`,
  },
  integrations: { path: '/integrations', getHref: () => '/integrations' },
  personalization: { path: '/personalization', getHref: () => '/personalization' },
  selfTraining: { path: '/self-training', getHref: () => '/self-training' },
  settings: {
    path: '/settings',
    /** `section`: one of the page's link targets, e.g. the partner connection. */
    getHref: (section?: 'partner') => (section ? `/settings#${section}` : '/settings'),
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  acceptInvite: {
    path: '/accept-invite/:code',
    getHref: (code: string) => `/accept-invite/${encodeURIComponent(code)}`,
  },
  acceptInviteWithoutCode: { path: '/accept-invite', getHref: () => '/accept-invite' },
  /** Server routes: full-page navigations, not SPA routes. */
  server: {
    signIn: (returnTo: string) => `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    signOut: '/auth/logout',
  },
} as const;

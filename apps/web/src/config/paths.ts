// Every route of product-spec §2 in one place. `path` is the router pattern, `getHref` builds a link.
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
  integrations: { path: '/integrations', getHref: () => '/integrations' },
  personalization: { path: '/personalization', getHref: () => '/personalization' },
  selfTraining: { path: '/self-training', getHref: () => '/self-training' },
  settings: { path: '/settings', getHref: () => '/settings' },
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

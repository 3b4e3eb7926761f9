import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { paths } from '@/config/paths';

import type { RouteHandle } from './route-handle';
import LandingRoute from './routes/landing';
import { RootHydrateFallback, RootLayout } from './routes/root';
import { RouteErrorScreen } from './routes/route-error';

type RouteModule = { default: ComponentType };

/**
 * Route modules are loaded on first visit, except the landing page: it is most visitors' first
 * page, and loading it with the entry saves a round trip before it can paint (docs/performance.md).
 */
function lazyPage(load: () => Promise<RouteModule>) {
  return async () => ({ Component: (await load()).default });
}

const page = (
  path: string,
  load: () => Promise<RouteModule>,
  handle: RouteHandle,
): RouteObject => ({ path, lazy: lazyPage(load), handle });

// Paths are relative to the root route ('/dashboard' → 'dashboard').
const rel = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, Component: LandingRoute, handle: { hideNav: true } },
      page(rel(paths.login.path), () => import('./routes/login'), {
        title: 'Sign in',
        hideNav: true,
      }),
      page(rel(paths.register.path), () => import('./routes/register'), {
        title: 'Getting ready',
        hideNav: true,
      }),
      page(rel(paths.dashboard.path), () => import('./routes/dashboard'), {
        title: 'Your Dashboard',
      }),
      page(rel(paths.sessions.path), () => import('./routes/sessions'), {
        title: 'Therapy Sessions',
      }),
      page(rel(paths.session.path), () => import('./routes/session'), {
        title: 'Therapy Session',
      }),
      page(rel(paths.sessionSummary.path), () => import('./routes/session-summary'), {
        title: 'Session Summary',
      }),
      page(rel(paths.integrations.path), () => import('./routes/integrations'), {
        title: 'Integrations',
      }),
      page(rel(paths.personalization.path), () => import('./routes/personalization'), {
        title: 'Agent Personalization',
      }),
      page(rel(paths.selfTraining.path), () => import('./routes/self-training'), {
        title: 'Self-Training Hub',
      }),
      page(rel(paths.settings.path), () => import('./routes/settings'), { title: 'Settings' }),
      page(rel(paths.onboarding.path), () => import('./routes/onboarding'), {
        title: 'Welcome to Kindred',
      }),
      page(rel(paths.acceptInviteWithoutCode.path), () => import('./routes/accept-invite'), {
        title: 'Invitation Error',
      }),
      page(rel(paths.acceptInvite.path), () => import('./routes/accept-invite'), {
        title: 'Accept Invitation',
      }),
      page('*', () => import('./routes/not-found'), { title: 'Page not found', hideNav: true }),
    ],
  },
];

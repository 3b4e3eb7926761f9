import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '@/components/layout/error-boundary';

import { RouteErrorScreen } from './route-error';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      Component: () => null,
      HydrateFallback: () => null,
      errorElement: <RouteErrorScreen />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('error screens', () => {
  it("shows 'Something went wrong' with the message of a thrown Error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('The sessions could not be loaded');
    });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('The sessions could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  });

  it("uses the router's generic heading for anything that is not an Error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Response('Gone', { status: 410, statusText: 'Gone' });
    });

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('410 Gone')).toBeVisible();
  });

  it('catches render errors outside the router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Provider exploded');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Provider exploded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  });
});

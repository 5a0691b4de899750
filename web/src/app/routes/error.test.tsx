import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Component as RouteErrorBoundary, defaultStatusMessage, ErrorPage } from './error';

vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: null }, firebaseApp: {} }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

function renderError(thrown: unknown, path = '/broken') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => {
          throw thrown;
        },
        Component: () => null,
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the generic error page', () => {
  it('defaults the status message: 404 → Page Not Found, otherwise Internal Server Error', () => {
    expect(defaultStatusMessage(404)).toBe('Page Not Found');
    expect(defaultStatusMessage(500)).toBe('Internal Server Error');
    expect(defaultStatusMessage(403)).toBe('Internal Server Error');
  });

  it('shows the status code, status message and description', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        Component: () => <ErrorPage status={503} statusMessage="Service Unavailable" description="Down." />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('Status code 503')).toHaveTextContent('503');
    expect(screen.getByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Down.')).toBeInTheDocument();
  });

  it('shows Internal Server Error for an unexpected exception', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(new Error('Boom'));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status code 500')).toHaveTextContent('500');
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });

  it('shows a thrown response’s own status text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(data('The poll service is down.', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('The poll service is down.')).toBeInTheDocument();
  });

  it('uses the separate 404 page for status 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(data(null, { status: 404 }), '/gone');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /gone' })).toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load, then shows the error', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/Admin/polls' });
    renderError(new TypeError('Failed to fetch dynamically imported module: /assets/polls.js'), '/Admin/polls');
    expect(await screen.findByText(/Reloading/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

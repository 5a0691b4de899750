import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { defaultStatusMessage, ErrorPage, RouteErrorBoundary } from './error';

vi.mock('@/lib/firebase/app', () => ({ auth: { currentUser: null }, firebaseApp: {} }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

/** A screen at `path` that throws `thrown` as it renders, inside the route error boundary. */
function renderError(thrown: unknown, path = '/broken') {
  function Broken(): never {
    throw thrown;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary pathname={path}>
        <Broken />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

/** An error carrying an HTTP status, as a failed request or a missing record may throw. */
function statusError(status: number, message: string) {
  return Object.assign(new Error(message), { status });
}

describe('the generic error page', () => {
  it('defaults the status message: 404 → Page Not Found, otherwise Internal Server Error', () => {
    expect(i18n._(defaultStatusMessage(404))).toBe('Page Not Found');
    expect(i18n._(defaultStatusMessage(500))).toBe('Internal Server Error');
    expect(i18n._(defaultStatusMessage(403))).toBe('Internal Server Error');
  });

  it('shows the status code, status message and description', () => {
    render(
      <MemoryRouter>
        <ErrorPage status={503} statusMessage="Service Unavailable" description="Down." />
      </MemoryRouter>,
    );
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

  it('shows a thrown error’s own status and message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(statusError(503, 'Service Unavailable'));
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status code 503')).toHaveTextContent('503');
  });

  it('uses the separate 404 page for status 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(statusError(404, 'Not here'), '/gone');
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

import { act, render, screen } from '@testing-library/react';
import { lazy, StrictMode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { notify, TOAST_COLLAPSE_MS } from './notifications';
import Toasts, { bounce, TOAST_OPTIONS } from './toasts';

describe('toast options (docs/PRODUCT.md §9)', () => {
  it('are top-right, auto-close 5000 ms, bounce, pause on hover, close on click', () => {
    expect(TOAST_OPTIONS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      transition: bounce,
      pauseOnHover: true,
      closeOnClick: true,
    });
  });

  it('collapse in 300 ms', () => {
    expect(TOAST_COLLAPSE_MS).toBe(300);
  });
});

describe('notify', () => {
  // Runs first: the container has never mounted, as after a page load. StrictMode mounts, unmounts
  // and mounts the container again (npm run dev); the toast queued before it was ready used to go to
  // the first mount and vanish with it.
  it('shows a toast raised before the lazily loaded container is ready, once, under StrictMode', async () => {
    const LazyToasts = lazy(() => import('./toasts'));
    notify.success('Password changed.');
    render(
      <StrictMode>
        <Suspense fallback={null}>
          <LazyToasts />
        </Suspense>
      </StrictMode>,
    );
    // The lazy import is a module load: on a loaded machine it takes longer than findBy's 1 s default.
    expect(await screen.findByText('Password changed.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Password changed.')).toHaveLength(1);
  });

  it('shows a message raised twice while visible only once', async () => {
    render(<Toasts />);
    act(() => {
      notify.warning('You do not have access to Users.');
      notify.warning('You do not have access to Users.');
    });
    expect(await screen.findByText('You do not have access to Users.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('You do not have access to Users.')).toHaveLength(1);
  });
});

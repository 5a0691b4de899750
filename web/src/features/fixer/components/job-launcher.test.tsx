/**
 * A job the server can only refuse here says so on its card before any click (issue 20: the
 * Realtime Database mirror job offered Run where no Realtime Database runs).
 */
import { REALTIME_MIRROR_UNAVAILABLE_HERE } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { JobLauncher } from './job-launcher';
import { REALTIME_MIRROR_UNAVAILABLE_TEXT } from './job-texts';

describe('JobLauncher', () => {
  it('disables Dry run and Run of a job that cannot run here, and says why', () => {
    const onStart = vi.fn();
    render(
      <JobLauncher
        kind="rebuildRealtimeMirror"
        starting={null}
        disabled={false}
        refusal={null}
        unavailable={REALTIME_MIRROR_UNAVAILABLE_HERE}
        onStart={onStart}
      />,
    );
    for (const name of ['Dry run', 'Run']) {
      const button = screen.getByRole('button', { name, exact: true } as never);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(REALTIME_MIRROR_UNAVAILABLE_HERE);
    }
    expect(screen.getByText(REALTIME_MIRROR_UNAVAILABLE_HERE)).toBeVisible();
  });

  it('offers both buttons when the job can run', () => {
    render(<JobLauncher kind="recountPollTallies" starting={null} disabled={false} refusal={null} onStart={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeEnabled();
  });

  it('says the same English sentence as the domain (the e2e test reads that one)', () => {
    expect(i18n._(REALTIME_MIRROR_UNAVAILABLE_TEXT)).toBe(REALTIME_MIRROR_UNAVAILABLE_HERE);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { ErrorAlert } from './error-alert';
import { FormField } from './form-field';
import { ProgressBar } from './progress-bar';
import { EmptyState, ErrorState, LoadingState } from './states';

describe('FormField', () => {
  it('names the control by its label and describes it by hint and error', () => {
    render(
      <FormField label="Display name" hint="Shown next to your comments." error="Display name is required">
        <input name="displayName" />
      </FormField>,
    );
    const input = screen.getByLabelText('Display name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown next to your comments. Display name is required');
  });

  it('is not invalid without an error', () => {
    render(
      <FormField label="Bio">
        <textarea name="bio" />
      </FormField>,
    );
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-describedby');
  });
});

describe('Button', () => {
  it('is a non-submitting button by default and disabled while pending', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} pending pendingLabel="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    render(<ProgressBar label="Import progress" value={30} max={120} />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
  });

  it('clamps values outside the range', () => {
    render(<ProgressBar label="Done" value={150} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('states', () => {
  it('announce loading, explain emptiness and show errors as alerts', () => {
    render(
      <>
        <LoadingState label="Loading polls…" />
        <EmptyState title="No polls yet">Polls you create appear here.</EmptyState>
        <ErrorState title="Could not load polls" error={new Error('permission-denied')} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading polls…');
    expect(screen.getByRole('heading', { name: 'No polls yet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('permission-denied');
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels through its buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete this poll?"
        danger
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Votes are deleted too.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this poll?' });
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes when no longer open', () => {
    const props = { title: 'Sure?', onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = render(<ConfirmDialog open {...props} />);
    rerender(<ConfirmDialog open={false} {...props} />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });
});

describe('DataTable', () => {
  const columns = [
    { header: 'Name', cell: (row: { name: string; votes: number }) => row.name },
    { header: 'Votes', cell: (row: { name: string; votes: number }) => row.votes, numeric: true },
  ];

  it('renders a captioned table with column headers', () => {
    render(
      <DataTable
        caption="Poll results"
        columns={columns}
        rows={[
          { name: 'Parks', votes: 3 },
          { name: 'Schools', votes: 5 },
        ]}
        rowKey={(row) => row.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Poll results' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Votes']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('shows the empty state instead of an empty table', () => {
    render(
      <DataTable
        caption="Poll results"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.name}
        empty={<p>No votes yet.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No votes yet.')).toBeInTheDocument();
  });
});

describe('ErrorAlert', () => {
  it('announces a message and renders nothing without one', () => {
    const { rerender, container } = render(<ErrorAlert>{null}</ErrorAlert>);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorAlert>{''}</ErrorAlert>);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorAlert>Could not save your profile.</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save your profile.');
  });
});

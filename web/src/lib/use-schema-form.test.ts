import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const notify = { success: vi.fn(), error: vi.fn() };
vi.mock('@/lib/notifications', () => ({ notify }));
const { useSchemaForm } = await import('./use-schema-form');

const schema = z.object({
  title: z.string().min(1, 'Give it a title.'),
  options: z.array(z.string().min(1, 'Name it.')),
});
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setup(save: (input: z.output<typeof schema>) => Promise<unknown>) {
  const onDone = vi.fn();
  const hook = renderHook(() => useSchemaForm({ schema, save, saved: 'Saved.', failed: 'Not saved.', onDone }));
  return { ...hook, onDone };
}

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});

describe('useSchemaForm', () => {
  it('shows the first message at each field and saves nothing when the input fails the schema', async () => {
    const save = vi.fn(async () => undefined);
    const { result, onDone } = setup(save);
    await act(() => result.current.submit(submitEvent(), { title: '', options: ['a', ''] }));
    expect(result.current.error('title')).toBe('Give it a title.');
    expect(result.current.error('options.1')).toBe('Name it.');
    expect(result.current.error('options.0')).toBeNull();
    expect(save).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the parsed input, toasts and closes; earlier messages are cleared', async () => {
    const save = vi.fn(async () => undefined);
    const { result, onDone } = setup(save);
    await act(() => result.current.submit(submitEvent(), { title: '', options: [] }));
    await act(() => result.current.submit(submitEvent(), { title: 'Budget', options: ['Yes'], extra: true }));
    expect(save).toHaveBeenCalledWith({ title: 'Budget', options: ['Yes'] });
    expect(result.current.error('title')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Saved.');
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.pending).toBe(false);
  });

  it('keeps the form open with a toast when the server refuses', async () => {
    const { result, onDone } = setup(async () => Promise.reject(new Error('boom')));
    await act(() => result.current.submit(submitEvent(), { title: 'Budget', options: [] }));
    expect(notify.error).toHaveBeenCalledWith('Not saved.');
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });
});

import { fieldMessage } from '@/lib/i18n/field-messages';
import { fieldErrorsOf } from '@civic/domain';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { functionErrorMessage } from './firebase/functions-error';
import { notify } from './notifications';

export interface SchemaFormOptions<Schema extends z.ZodType> {
  /** The callable's own input schema: the form shows its messages field by field. */
  schema: Schema;
  /** Sends the parsed input; a refusal is shown as a toast and nothing typed is lost. */
  save: (input: z.output<Schema>) => Promise<unknown>;
  /** The toast after a save. */
  saved: string;
  /** The toast when the server's refusal carries no message of its own. */
  failed: string;
  onDone: () => void;
}

/**
 * The submit of the admin editors (events, polls, ballots): parse the form's input with the
 * callable's schema, show the first message at each field (`error('options.1.label')`), or save,
 * toast and close. The server checks again and its message is shown if it still refuses.
 */
export function useSchemaForm<Schema extends z.ZodType>({
  schema,
  save,
  saved,
  failed,
  onDone,
}: SchemaFormOptions<Schema>) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent, input: unknown) {
    event.preventDefault();
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, fieldMessage));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await save(parsed.data);
      notify.success(saved);
      onDone();
    } catch (caught) {
      notify.error(functionErrorMessage(caught, failed));
    } finally {
      setPending(false);
    }
  }

  return { pending, submit, error: (path: string) => errors[path] ?? null };
}

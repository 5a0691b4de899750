import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';

export interface ActionMessages {
  /** Toasted when the action succeeds. */
  success: string;
  /** Toasted when it fails; by default the callable's own message, or a plain "try again". */
  failure?: (error: unknown) => string;
}

const defaultFailure = (error: unknown) => functionErrorMessage(error, t`That did not work; try again.`);

/**
 * Runs one action at a time per screen: `busy` names what is running (a row's id) so its buttons
 * can be disabled, and the outcome is toasted. `run` resolves to whether the action succeeded,
 * so the caller can update what it shows only after the server said yes.
 */
export function useRunAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, action: () => Promise<unknown>, messages: ActionMessages): Promise<boolean> => {
      setBusy(key);
      try {
        await action();
        notify.success(messages.success);
        return true;
      } catch (error) {
        notify.error((messages.failure ?? defaultFailure)(error));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );
  return { busy, run };
}

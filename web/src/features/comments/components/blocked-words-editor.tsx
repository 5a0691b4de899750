import { parseBlockedWords, setBlockedWordsRequest } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useRunAction } from '@/lib/use-run-action';
import { saveBlockedWords } from '../api/save-blocked-words';
import { useBlockedWords } from '../api/use-blocked-words';

function Editor({ saved }: { saved: string[] }) {
  const { t } = useLingui();
  const [text, setText] = useState(saved.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRunAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = setBlockedWordsRequest.safeParse({ words: parseBlockedWords(text) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Check the list`);
      return;
    }
    setError(null);
    await run('save', () => saveBlockedWords(checked.data.words), { success: t`Blocked words saved.` });
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormField
        label={t`Words and phrases, one per line`}
        error={error}
        hint={t`Look-alike letters and l33t spellings match too; a match holds the post for review.`}
      >
        <textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" pending={busy === 'save'} pendingLabel={t`Saving…`}>
        <Trans>Save blocked words</Trans>
      </Button>
    </form>
  );
}

/** The admin-only blocked-words list (all events). */
export function BlockedWordsEditor() {
  const { t } = useLingui();
  const words = useBlockedWords();
  return (
    <section className="card stack" aria-labelledby="blocked-words-title">
      <h2 id="blocked-words-title">
        <Trans>Blocked words</Trans>
      </h2>
      {words.state === 'loading' && <LoadingState label={t`Loading the list…`} />}
      {words.state === 'error' && <ErrorState title={t`The list could not be loaded`} error={words.error} />}
      {/* Keyed by the saved list: a save (here or in another tab) resets the editor to it. */}
      {words.state === 'ready' && <Editor key={words.data.join('\n')} saved={words.data} />}
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useUser } from '@/lib/session/session-store';
import { checkConstitutionalVoteAccess, type ConstitutionalVoteAccess } from './check-constitutional-vote-access';

/** The check for screens (dashboard card, ballot page): null while it runs. */
export function useConstitutionalVoteAccess(uid: string): ConstitutionalVoteAccess | null {
  const [access, setAccess] = useState<{ uid: string; result: ConstitutionalVoteAccess } | null>(null);
  const markedEligible = useUser()?.eligible;
  // The check's sentences are written in the language of the moment: a new language asks again.
  const { locale } = useLingui().i18n;
  useEffect(() => {
    let current = true;
    void checkConstitutionalVoteAccess(uid, markedEligible).then((result) => current && setAccess({ uid, result }));
    return () => {
      current = false;
    };
  }, [uid, markedEligible, locale]);
  return access?.uid === uid ? access.result : null;
}

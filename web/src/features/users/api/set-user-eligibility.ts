import { callFunction } from '@/lib/firebase/functions';

/** An admin list's row action: the callable checks the caller's role and logs it. */
export const setUserEligibility = (uid: string, eligible: boolean) =>
  callFunction('setUserEligibility', { uid, eligible });

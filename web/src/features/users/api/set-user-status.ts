import type { UserStatus } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** An admin list's row action: the callable checks the caller's role and logs it. */
export const setUserStatus = (uid: string, status: UserStatus) => callFunction('setUserStatus', { uid, status });

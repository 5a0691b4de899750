import type { Role } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** An admin list's row action: the callable checks the caller's role and logs it. */
export const setUserRole = (uid: string, role: Role) => callFunction('setUserRole', { uid, role });

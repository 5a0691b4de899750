/** The admin list's row actions, each one callable that checks the caller's role and logs it. */
import type { Role, UserStatus } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

export const setUserRole = (uid: string, role: Role) => callFunction('setUserRole', { uid, role });

export const setUserStatus = (uid: string, status: UserStatus) => callFunction('setUserStatus', { uid, status });

export const setUserEligibility = (uid: string, eligible: boolean) =>
  callFunction('setUserEligibility', { uid, eligible });

export const deleteUser = (uid: string) => callFunction('deleteUser', { uid });

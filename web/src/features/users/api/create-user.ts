import type { RequestOf, ResponseOf } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** `/usercreator`: one account; an existing email comes back as `existed`, nothing changed. */
export function createUser(request: RequestOf<'createUser'>): Promise<ResponseOf<'createUser'>> {
  return callFunction('createUser', request);
}

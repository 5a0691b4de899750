import type { CreateUserRequest, CreateUserResponse } from '@civic/domain';
import { callFunction } from '@/lib/firebase/functions';

/** `/usercreator`: one account; an existing email comes back as `existed`, nothing changed. */
export function createUser(request: CreateUserRequest): Promise<CreateUserResponse> {
  return callFunction('createUser', request);
}

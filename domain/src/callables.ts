import { z } from 'zod';
import {
  createUserRequest,
  deleteUserRequest,
  importUsersChunkRequest,
  setUserEligibilityRequest,
  setUserStatusRequest,
  uidSchema,
  type CreateUserRequest,
  type CreateUserResponse,
  type DeleteUserRequest,
  type DeleteUserResponse,
  type ImportUsersChunkRequest,
  type ImportUsersChunkResponse,
  type SetUserEligibilityRequest,
  type SetUserEligibilityResponse,
  type SetUserStatusRequest,
  type SetUserStatusResponse,
} from './accounts.js';
import {
  createPollRequest,
  deletePollRequest,
  recordAdClickRequest,
  openOrClosePollRequest,
  updatePollRequest,
  type CreatePollRequest,
  type DeletePollRequest,
  type DeletePollResponse,
  type RecordAdClickRequest,
  type RecordAdClickResponse,
  type SavePollResponse,
  type OpenOrClosePollRequest,
  type OpenOrClosePollResponse,
  type UpdatePollRequest,
} from './poll.js';
import { roleSchema } from './user.js';
import {
  joinCameraBroadcastRequest,
  type JoinCameraBroadcastRequest,
  type JoinCameraBroadcastResponse,
} from './camera.js';

/** Default region of every function (spec section 9). */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * The callable error codes of the spec's status table (section 8). Functions throw only these;
 * the web SDK maps the HTTP status back to the same codes.
 */
export const CALLABLE_STATUS_CODES = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
} as const;
export type CallableErrorCode = (typeof CALLABLE_STATUS_CODES)[keyof typeof CALLABLE_STATUS_CODES] | 'unknown';

export const setUserRoleRequest = z.object({ uid: uidSchema, role: roleSchema });
export type SetUserRoleRequest = z.infer<typeof setUserRoleRequest>;
export interface SetUserRoleResponse {
  uid: string;
  role: z.infer<typeof roleSchema>;
}

/**
 * Every callable: its name, request schema and response type, in one table shared by the web
 * client (`web/src/lib/functions.ts`) and the server (`functions/src/callable.ts`).
 */
export interface CallableContracts {
  setUserRole: { request: SetUserRoleRequest; response: SetUserRoleResponse };
  createPoll: { request: CreatePollRequest; response: SavePollResponse };
  updatePoll: { request: UpdatePollRequest; response: SavePollResponse };
  openOrClosePoll: { request: OpenOrClosePollRequest; response: OpenOrClosePollResponse };
  deletePoll: { request: DeletePollRequest; response: DeletePollResponse };
  recordAdClick: { request: RecordAdClickRequest; response: RecordAdClickResponse };
  setUserStatus: { request: SetUserStatusRequest; response: SetUserStatusResponse };
  setUserEligibility: { request: SetUserEligibilityRequest; response: SetUserEligibilityResponse };
  deleteUser: { request: DeleteUserRequest; response: DeleteUserResponse };
  createUser: { request: CreateUserRequest; response: CreateUserResponse };
  importUsersChunk: { request: ImportUsersChunkRequest; response: ImportUsersChunkResponse };
  joinCameraBroadcast: { request: JoinCameraBroadcastRequest; response: JoinCameraBroadcastResponse };
}
export type CallableName = keyof CallableContracts;

export const CALLABLE_SCHEMAS = {
  setUserRole: setUserRoleRequest,
  createPoll: createPollRequest,
  updatePoll: updatePollRequest,
  openOrClosePoll: openOrClosePollRequest,
  deletePoll: deletePollRequest,
  recordAdClick: recordAdClickRequest,
  setUserStatus: setUserStatusRequest,
  setUserEligibility: setUserEligibilityRequest,
  deleteUser: deleteUserRequest,
  createUser: createUserRequest,
  importUsersChunk: importUsersChunkRequest,
  joinCameraBroadcast: joinCameraBroadcastRequest,
} as const satisfies { [K in CallableName]: z.ZodType<CallableContracts[K]['request']> };

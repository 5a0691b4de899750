import { z } from 'zod';
import {
  createUserRequest,
  deleteUserRequest,
  importUsersChunkRequest,
  setUserEligibilityRequest,
  setUserStatusRequest,
  type CreateUserResponse,
  type DeleteUserResponse,
  type ImportUsersChunkResponse,
  type SetUserEligibilityResponse,
  type SetUserStatusResponse,
} from './accounts.js';
import {
  createPollRequest,
  deletePollRequest,
  recordAdClickRequest,
  openOrClosePollRequest,
  updatePollRequest,
} from './poll-schemas.js';
import type { DeletePollResponse, RecordAdClickResponse, SavePollResponse, OpenOrClosePollResponse } from './poll.js';
import {
  advanceGameRequest,
  createGameRequest,
  deleteQuestionSetRequest,
  joinGameRequest,
  saveQuestionSetRequest,
  setPlayerTimeFactorRequest,
  submitAnswerRequest,
} from './game-schemas.js';
import type {
  AdvanceGameResponse,
  CreateGameResponse,
  DeleteQuestionSetResponse,
  JoinGameResponse,
  SaveQuestionSetResponse,
  SetPlayerTimeFactorResponse,
  SubmitAnswerResponse,
} from './game.js';
import {
  createEventRequest,
  eventRequest,
  setLivePollRequest,
  setOverlayRequest,
  setAgendaItemRequest,
  updateEventRequest,
} from './event-schemas.js';
import type {
  DeleteEventResponse,
  EndEventResponse,
  GoLiveResponse,
  SaveEventResponse,
  SetLivePollResponse,
  SetOverlayResponse,
  SetAgendaItemResponse,
} from './event.js';
import { publishReactionsRequest, type PublishReactionsResponse } from './reaction-pulse.js';
import { attachRecordingRequest, replayRequest } from './replay-schemas.js';
import type { AttachRecordingResponse, PublishReplayResponse } from './replay.js';
import { uidSchema } from './payload-schemas.js';
import { roleSchema } from './user-schemas.js';
import { joinCameraBroadcastRequest, type JoinCameraBroadcastResponse } from './camera.js';
import {
  castBallotRequest,
  changeBallotStatusRequest,
  checkReceiptRequest,
  createBallotRequest,
  importCensusEmailsRequest,
  updateBallotRequest,
} from './constitutional-vote-schemas.js';
import type {
  CastBallotResponse,
  ChangeBallotStatusResponse,
  CheckReceiptResponse,
  ImportCensusEmailsResponse,
  SaveBallotResponse,
} from './constitutional-vote.js';
import {
  getModerationSummaryRequest,
  moderateAuthorRequest,
  moderateCommentRequest,
  postCommentRequest,
  setBlockedWordsRequest,
  updateCommentSettingsRequest,
} from './comment-schemas.js';
import type {
  ModerateAuthorResponse,
  ModerateCommentResponse,
  ModerationSummary,
  PostCommentResponse,
  SetBlockedWordsResponse,
  UpdateCommentSettingsResponse,
} from './comment.js';
import { correctCaptionRequest, sendCaptionRequest } from './caption-schemas.js';
import type { CorrectCaptionResponse, SendCaptionResponse } from './caption.js';
import { fileReportRequest, updateReportRequest } from './report-schemas.js';
import type { FileReportResponse, UpdateReportResponse } from './report.js';
import { continueJobRequest, startJobRequest, type JobProgressResponse } from './fixer.js';
import { getEventAnalyticsRequest, type EventAnalytics } from './analytics.js';
import { moderateLiveQuestionRequest, submitLiveResponseRequest } from './question-schemas.js';
import type { ModerateLiveQuestionResponse, SubmitLiveResponseResponse } from './question.js';
import {
  deleteMyAccountRequest,
  exportMyDataRequest,
  type DeleteMyAccountResponse,
  type PersonalDataExportPage,
} from './personal-data.js';

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

export const setUserRoleRequest = z.object({ uid: uidSchema, role: roleSchema });
export interface SetUserRoleResponse {
  uid: string;
  role: z.infer<typeof roleSchema>;
}

/**
 * One callable's contract: the request schema that the web client checks before sending and the
 * function checks again at the door, and the response type both sides agree on.
 */
export interface CallableContract<Request extends z.ZodType, Response> {
  readonly request: Request;
  /** Type only (never set at run time): what the handler returns and the caller receives. */
  readonly response?: Response;
}

/** Declares a contract: `contract(requestSchema).returns<Response>()`. */
function contract<Request extends z.ZodType>(request: Request) {
  return { returns: <Response>(): CallableContract<Request, Response> => ({ request }) };
}

/**
 * Every callable, by name: the one table web (`web/src/lib/firebase/functions.ts`) and functions
 * (`functions/src/platform/callable.ts`) derive their request and response types and schemas from. Adding
 * a callable is one entry here (then its function file and its export in functions/src/index.ts).
 */
export const CALLABLES = {
  setUserRole: contract(setUserRoleRequest).returns<SetUserRoleResponse>(),
  setUserStatus: contract(setUserStatusRequest).returns<SetUserStatusResponse>(),
  setUserEligibility: contract(setUserEligibilityRequest).returns<SetUserEligibilityResponse>(),
  deleteUser: contract(deleteUserRequest).returns<DeleteUserResponse>(),
  createUser: contract(createUserRequest).returns<CreateUserResponse>(),
  importUsersChunk: contract(importUsersChunkRequest).returns<ImportUsersChunkResponse>(),
  createPoll: contract(createPollRequest).returns<SavePollResponse>(),
  updatePoll: contract(updatePollRequest).returns<SavePollResponse>(),
  openOrClosePoll: contract(openOrClosePollRequest).returns<OpenOrClosePollResponse>(),
  deletePoll: contract(deletePollRequest).returns<DeletePollResponse>(),
  recordAdClick: contract(recordAdClickRequest).returns<RecordAdClickResponse>(),
  joinCameraBroadcast: contract(joinCameraBroadcastRequest).returns<JoinCameraBroadcastResponse>(),
  saveQuestionSet: contract(saveQuestionSetRequest).returns<SaveQuestionSetResponse>(),
  deleteQuestionSet: contract(deleteQuestionSetRequest).returns<DeleteQuestionSetResponse>(),
  createGame: contract(createGameRequest).returns<CreateGameResponse>(),
  advanceGame: contract(advanceGameRequest).returns<AdvanceGameResponse>(),
  setPlayerTimeFactor: contract(setPlayerTimeFactorRequest).returns<SetPlayerTimeFactorResponse>(),
  joinGame: contract(joinGameRequest).returns<JoinGameResponse>(),
  submitAnswer: contract(submitAnswerRequest).returns<SubmitAnswerResponse>(),
  createEvent: contract(createEventRequest).returns<SaveEventResponse>(),
  updateEvent: contract(updateEventRequest).returns<SaveEventResponse>(),
  deleteEvent: contract(eventRequest).returns<DeleteEventResponse>(),
  goLive: contract(eventRequest).returns<GoLiveResponse>(),
  endEvent: contract(eventRequest).returns<EndEventResponse>(),
  setLivePoll: contract(setLivePollRequest).returns<SetLivePollResponse>(),
  setOverlay: contract(setOverlayRequest).returns<SetOverlayResponse>(),
  setAgendaItem: contract(setAgendaItemRequest).returns<SetAgendaItemResponse>(),
  attachRecording: contract(attachRecordingRequest).returns<AttachRecordingResponse>(),
  publishReplay: contract(replayRequest).returns<PublishReplayResponse>(),
  unpublishReplay: contract(replayRequest).returns<PublishReplayResponse>(),
  publishReactions: contract(publishReactionsRequest).returns<PublishReactionsResponse>(),
  createBallot: contract(createBallotRequest).returns<SaveBallotResponse>(),
  updateBallot: contract(updateBallotRequest).returns<SaveBallotResponse>(),
  changeBallotStatus: contract(changeBallotStatusRequest).returns<ChangeBallotStatusResponse>(),
  importCensusEmails: contract(importCensusEmailsRequest).returns<ImportCensusEmailsResponse>(),
  castBallot: contract(castBallotRequest).returns<CastBallotResponse>(),
  checkReceipt: contract(checkReceiptRequest).returns<CheckReceiptResponse>(),
  postComment: contract(postCommentRequest).returns<PostCommentResponse>(),
  moderateComment: contract(moderateCommentRequest).returns<ModerateCommentResponse>(),
  moderateAuthor: contract(moderateAuthorRequest).returns<ModerateAuthorResponse>(),
  updateCommentSettings: contract(updateCommentSettingsRequest).returns<UpdateCommentSettingsResponse>(),
  setBlockedWords: contract(setBlockedWordsRequest).returns<SetBlockedWordsResponse>(),
  getModerationSummary: contract(getModerationSummaryRequest).returns<ModerationSummary>(),
  sendCaption: contract(sendCaptionRequest).returns<SendCaptionResponse>(),
  correctCaption: contract(correctCaptionRequest).returns<CorrectCaptionResponse>(),
  fileReport: contract(fileReportRequest).returns<FileReportResponse>(),
  updateReport: contract(updateReportRequest).returns<UpdateReportResponse>(),
  startJob: contract(startJobRequest).returns<JobProgressResponse>(),
  continueJob: contract(continueJobRequest).returns<JobProgressResponse>(),
  getEventAnalytics: contract(getEventAnalyticsRequest).returns<EventAnalytics>(),
  submitLiveResponse: contract(submitLiveResponseRequest).returns<SubmitLiveResponseResponse>(),
  moderateLiveQuestion: contract(moderateLiveQuestionRequest).returns<ModerateLiveQuestionResponse>(),
  exportMyData: contract(exportMyDataRequest).returns<PersonalDataExportPage>(),
  deleteMyAccount: contract(deleteMyAccountRequest).returns<DeleteMyAccountResponse>(),
} as const;

export type CallableName = keyof typeof CALLABLES;

/**
 * The creates whose request carries a `requestId`: the browser sends the same id with every retry
 * of one submission, and the server answers a repeat with the first outcome instead of creating
 * twice (docs/trust.md "Retrying a create").
 */
export const RETRY_SAFE_CREATES = [
  'createUser',
  'createPoll',
  'createEvent',
  'createBallot',
  'saveQuestionSet',
  'createGame',
  'postComment',
  'fileReport',
  'startJob',
  'submitLiveResponse',
] as const satisfies readonly CallableName[];
/** The request of callable `K` as its schema leaves it (what the handler receives). */
export type RequestOf<K extends CallableName> = z.output<(typeof CALLABLES)[K]['request']>;
/** The response of callable `K`. */
export type ResponseOf<K extends CallableName> =
  (typeof CALLABLES)[K] extends CallableContract<z.ZodType, infer Response> ? Response : never;

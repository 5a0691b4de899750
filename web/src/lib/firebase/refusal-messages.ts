/**
 * The sentence of every refusal reason (domain/src/refusals.ts), each under the explicit catalog id
 * `refusal.<reason>` (`refusal.text-policy.<rule>` for the text policy's two rules). Declared here for
 * the catalogs' extraction and checked by refusal-sentences.test.ts; the app never imports this file:
 * `refusalSentence` asks the catalog by id, so the 41 sentences cost the screens that show a refusal no
 * code, only their catalog's text (docs/languages.md, "Sentences the server writes"). Arguments:
 * `wait`, `every` (durations in the reader's units), `viewerCap`, `opens` (a date and time).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefusalReason, TextPolicyRule } from '@civic/domain';

type RefusalMessageKey = Exclude<RefusalReason, 'text-policy'> | `text-policy.${TextPolicyRule}`;

export const REFUSAL_MESSAGES: Record<RefusalMessageKey, MessageDescriptor> = {
  'rate-limited': msg({ id: 'refusal.rate-limited', message: 'You are posting too fast. Try again in {wait}.' }),
  'slow-mode': msg({
    id: 'refusal.slow-mode',
    message: 'Slow mode is on: one post every {every}. Try again in {wait}.',
  }),
  'timed-out': msg({ id: 'refusal.timed-out', message: 'You are timed out from commenting for {wait} more.' }),
  blocked: msg({ id: 'refusal.blocked', message: 'You are blocked from commenting.' }),
  'comments-off': msg({ id: 'refusal.comments-off', message: 'Comments are turned off for this event.' }),
  'event-not-live': msg({ id: 'refusal.event-not-live', message: 'This event is not live right now.' }),
  'camera-full': msg({
    id: 'refusal.camera-full',
    message:
      'This camera broadcast is full: it reaches at most {viewerCap, plural, one {# viewer} other {# viewers}} at a time. Try again in a moment, or ask the organisers to stream through a video service.',
  }),
  'captions-too-fast': msg({
    id: 'refusal.captions-too-fast',
    message: 'Too many caption lines at once. Wait a few seconds and send again.',
  }),
  'reporting-too-fast': msg({
    id: 'refusal.reporting-too-fast',
    message: 'You are reporting too fast. Try again in {wait}.',
  }),
  'text-policy.no-letters': msg({
    id: 'refusal.text-policy.no-letters',
    message: 'Write at least one letter or digit.',
  }),
  'text-policy.forbidden-characters': msg({
    id: 'refusal.text-policy.forbidden-characters',
    message:
      'Remove the control or text-direction characters (invisible marks, line breaks where they are not allowed) and try again.',
  }),
  'already-voted': msg({
    id: 'refusal.already-voted',
    message: 'You have already voted in this ballot. A cast ballot cannot be changed.',
  }),
  'voting-not-open': msg({ id: 'refusal.voting-not-open', message: 'Voting has not opened yet: it opens {opens}.' }),
  'voting-closed': msg({ id: 'refusal.voting-closed', message: 'Voting in this ballot has closed.' }),
  'not-on-census': msg({
    id: 'refusal.not-on-census',
    message: 'You are not on the census of this vote, so you cannot vote in it.',
  }),
  'census-empty': msg({ id: 'refusal.census-empty', message: 'Nobody is on the census: mark eligible voters first.' }),
  'closing-time-passed': msg({
    id: 'refusal.closing-time-passed',
    message: 'The closing time has passed: set a later one before opening.',
  }),
  'ballot-opened': msg({
    id: 'refusal.ballot-opened',
    message: 'This ballot has been opened: its text and census can no longer change.',
  }),
  'voting-not-ended': msg({
    id: 'refusal.voting-not-ended',
    message: 'Voting has not ended: results are counted only after the ballot closes.',
  }),
  'results-published': msg({ id: 'refusal.results-published', message: 'These results are already published.' }),
  'question-closed': msg({ id: 'refusal.question-closed', message: 'This question is closed.' }),
  'question-not-live': msg({
    id: 'refusal.question-not-live',
    message: 'This question is no longer live in the room.',
  }),
  'answered-twice': msg({ id: 'refusal.answered-twice', message: 'You have already answered this question.' }),
  'poll-not-open': msg({ id: 'refusal.poll-not-open', message: 'Only an open poll can be pushed live.' }),
  'poll-not-in-room': msg({
    id: 'refusal.poll-not-in-room',
    message: 'Only the poll that is live in the room can be shown on the stream.',
  }),
  'game-finished': msg({ id: 'refusal.game-finished', message: 'This game has finished.' }),
  'game-not-joined': msg({ id: 'refusal.game-not-joined', message: 'Join the game before answering.' }),
  'game-not-current': msg({ id: 'refusal.game-not-current', message: 'That question is not the current one.' }),
  'game-not-open-yet': msg({ id: 'refusal.game-not-open-yet', message: 'Answers are not open yet.' }),
  'game-time-up': msg({ id: 'refusal.game-time-up', message: 'Time is up for this question.' }),
  'game-already-answered': msg({
    id: 'refusal.game-already-answered',
    message: 'You have already answered this game question.',
  }),
  'another-game-running': msg({
    id: 'refusal.another-game-running',
    message: 'Another game is still running: finish it first.',
  }),
  'event-already-live': msg({ id: 'refusal.event-already-live', message: 'This event is already live.' }),
  'event-ended': msg({
    id: 'refusal.event-ended',
    message: 'This event has ended. Create a new one to go live again.',
  }),
  'another-event-live': msg({ id: 'refusal.another-event-live', message: 'Another event is live: end it first.' }),
  'event-live-cannot-delete': msg({
    id: 'refusal.event-live-cannot-delete',
    message: 'This event is live: end it before deleting it.',
  }),
  'not-camera-event': msg({
    id: 'refusal.not-camera-event',
    message: 'This event is not streamed from the in-app camera.',
  }),
  'camera-not-started': msg({ id: 'refusal.camera-not-started', message: 'The camera broadcast has not started yet.' }),
  'event-not-ended': msg({
    id: 'refusal.event-not-ended',
    message: 'This event has not ended yet: a replay comes once it has.',
  }),
  'replay-no-recording': msg({
    id: 'refusal.replay-no-recording',
    message: 'Attach the recording before publishing the replay.',
  }),
  'replay-signed-in-event': msg({
    id: 'refusal.replay-signed-in-event',
    message: 'Only signed-in accounts could watch this event, and replays are public: it has no replay.',
  }),
  'replay-published': msg({
    id: 'refusal.replay-published',
    message:
      'This event’s replay is published, and replays are public: unpublish it before making the event signed-in only.',
  }),
  'account-disabled': msg({ id: 'refusal.account-disabled', message: 'Your account is disabled.' }),
  reauthenticate: msg({
    id: 'refusal.reauthenticate',
    message: 'For your safety, enter your password again before deleting your account.',
  }),
  'comment-gone': msg({ id: 'refusal.comment-gone', message: 'That comment is no longer shown.' }),
  'report-before-live': msg({
    id: 'refusal.report-before-live',
    message: 'That event has not started yet: report it once it is live.',
  }),
};

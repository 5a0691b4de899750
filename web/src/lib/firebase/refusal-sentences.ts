import { plural, t } from '@lingui/core/macro';
import type { RefusalDetails } from '@civic/domain';
import { formatDateTime, formatDuration } from '@/lib/i18n/format';

/**
 * A callable's refusal in the reader's language, chosen by the stable reason the server sends in
 * the error's `details` (domain/src/refusals.ts) rather than shown as the server's English message.
 * Waits are written with the reader's units; numbers the sentence needs come with the reason.
 */
export function refusalSentence(details: RefusalDetails): string {
  const wait = formatDuration(details.retryAfterSeconds ?? 1);
  switch (details.reason) {
    case 'rate-limited':
      return t`You are posting too fast. Try again in ${wait}.`;
    case 'slow-mode': {
      const every = formatDuration(details.intervalSeconds ?? 1);
      return t`Slow mode is on: one post every ${every}. Try again in ${wait}.`;
    }
    case 'timed-out':
      return t`You are timed out from commenting for ${wait} more.`;
    case 'blocked':
      return t`You are blocked from commenting.`;
    case 'comments-off':
      return t`Comments are turned off for this event.`;
    case 'event-not-live':
      return t`This event is not live right now.`;
    case 'camera-full': {
      const viewerCap = details.viewerCap ?? 0;
      return t`This camera broadcast is full: it reaches at most ${plural(viewerCap, { one: '# viewer', other: '# viewers' })} at a time. Try again in a moment, or ask the organisers to stream through a video service.`;
    }
    case 'captions-too-fast':
      return t`Too many caption lines at once. Wait a few seconds and send again.`;
    case 'reporting-too-fast':
      return t`You are reporting too fast. Try again in ${wait}.`;
    case 'text-policy':
      return details.rule === 'no-letters'
        ? t`Write at least one letter or digit.`
        : t`Remove the control or text-direction characters (invisible marks, line breaks where they are not allowed) and try again.`;
    case 'already-voted':
      return t`You have already voted in this ballot. A cast ballot cannot be changed.`;
    case 'voting-not-open': {
      const opens = formatDateTime(details.opensAtMs ?? Date.now());
      return t`Voting has not opened yet: it opens ${opens}.`;
    }
    case 'voting-closed':
      return t`Voting in this ballot has closed.`;
    case 'not-on-census':
      return t`You are not on the census of this vote, so you cannot vote in it.`;
    case 'census-empty':
      return t`Nobody is on the census: mark eligible voters first.`;
    case 'closing-time-passed':
      return t`The closing time has passed: set a later one before opening.`;
    case 'ballot-opened':
      return t`This ballot has been opened: its text and census can no longer change.`;
    case 'voting-not-ended':
      return t`Voting has not ended: results are counted only after the ballot closes.`;
    case 'results-published':
      return t`These results are already published.`;
    case 'question-closed':
      return t`This question is closed.`;
    case 'question-not-live':
      return t`This question is no longer live in the room.`;
    case 'answered-twice':
      return t`You have already answered this question.`;
    case 'poll-not-open':
      return t`Only an open poll can be pushed live.`;
    case 'poll-not-in-room':
      return t`Only the poll that is live in the room can be shown on the stream.`;
    case 'game-finished':
      return t`This game has finished.`;
    case 'game-not-joined':
      return t`Join the game before answering.`;
    case 'game-not-current':
      return t`That question is not the current one.`;
    case 'game-not-open-yet':
      return t`Answers are not open yet.`;
    case 'game-time-up':
      return t`Time is up for this question.`;
    case 'game-already-answered':
      return t`You have already answered this game question.`;
    case 'another-game-running':
      return t`Another game is still running: finish it first.`;
    case 'event-already-live':
      return t`This event is already live.`;
    case 'event-ended':
      return t`This event has ended. Create a new one to go live again.`;
    case 'another-event-live':
      return t`Another event is live: end it first.`;
    case 'event-live-cannot-delete':
      return t`This event is live: end it before deleting it.`;
    case 'not-camera-event':
      return t`This event is not streamed from the in-app camera.`;
    case 'camera-not-started':
      return t`The camera broadcast has not started yet.`;
    case 'account-disabled':
      return t`Your account is disabled.`;
    case 'reauthenticate':
      return t`For your safety, enter your password again before deleting your account.`;
    case 'comment-gone':
      return t`That comment is no longer shown.`;
    case 'report-before-live':
      return t`That event has not started yet: report it once it is live.`;
  }
}

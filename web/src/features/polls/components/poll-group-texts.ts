/**
 * What the admin screens say about each list's items, in the reader's language. Whole sentences
 * per group rather than a noun put into a sentence: "poll" and "live question" differ in gender
 * and form from one language to the next.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PollGroup } from '../api/poll-groups';

export interface PollGroupTexts {
  create: MessageDescriptor;
  createNew: MessageDescriptor;
  edit: MessageDescriptor;
  created: MessageDescriptor;
  saved: MessageDescriptor;
  saveFailed: MessageDescriptor;
  opened: MessageDescriptor;
  closed: MessageDescriptor;
  deleted: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  noneYet: MessageDescriptor;
  noneWithStatus: MessageDescriptor;
  createHint: MessageDescriptor;
  deleteTitle: MessageDescriptor;
  /** The delete dialog's warning: what goes with it. */
  deleteBody: (question: string, answers: number) => MessageDescriptor;
}

export const POLL_GROUP_TEXTS: Record<PollGroup, PollGroupTexts> = {
  poll: {
    create: msg`Create poll`,
    createNew: msg`New poll`,
    edit: msg`Edit poll`,
    created: msg`Poll created.`,
    saved: msg`Poll saved.`,
    saveFailed: msg`The poll could not be saved.`,
    opened: msg`Poll opened.`,
    closed: msg`Poll closed.`,
    deleted: msg`Poll deleted.`,
    loading: msg`Loading polls…`,
    loadFailed: msg`Polls could not be loaded`,
    noneYet: msg`No polls yet`,
    noneWithStatus: msg`No polls with this status`,
    createHint: msg`Create a poll with “New poll”.`,
    deleteTitle: msg`Delete this poll?`,
    deleteBody: (question, answers) =>
      msg`${plural(answers, {
        one: `“${question}” will be deleted with its # vote. This cannot be undone.`,
        other: `“${question}” will be deleted with its # votes. This cannot be undone.`,
      })}`,
  },
  ad: {
    create: msg`Create ad poll`,
    createNew: msg`New ad poll`,
    edit: msg`Edit ad poll`,
    created: msg`Ad poll created.`,
    saved: msg`Ad poll saved.`,
    saveFailed: msg`The ad poll could not be saved.`,
    opened: msg`Ad poll opened.`,
    closed: msg`Ad poll closed.`,
    deleted: msg`Ad poll deleted.`,
    loading: msg`Loading ad polls…`,
    loadFailed: msg`Ad polls could not be loaded`,
    noneYet: msg`No ad polls yet`,
    noneWithStatus: msg`No ad polls with this status`,
    createHint: msg`Create an ad poll with “New ad poll”.`,
    deleteTitle: msg`Delete this ad poll?`,
    deleteBody: (question, answers) =>
      msg`${plural(answers, {
        one: `The ad poll “${question}” will be deleted with its # vote. This cannot be undone.`,
        other: `The ad poll “${question}” will be deleted with its # votes. This cannot be undone.`,
      })}`,
  },
  question: {
    create: msg`Create live question`,
    createNew: msg`New live question`,
    edit: msg`Edit live question`,
    created: msg`Live question created.`,
    saved: msg`Live question saved.`,
    saveFailed: msg`The live question could not be saved.`,
    opened: msg`Live question opened.`,
    closed: msg`Live question closed.`,
    deleted: msg`Live question deleted.`,
    loading: msg`Loading live questions…`,
    loadFailed: msg`Live questions could not be loaded`,
    noneYet: msg`No live questions yet`,
    noneWithStatus: msg`No live questions with this status`,
    createHint: msg`Create a live question with “New live question”.`,
    deleteTitle: msg`Delete this live question?`,
    deleteBody: (question, answers) =>
      msg`${plural(answers, {
        one: `“${question}” will be deleted with its # answer. This cannot be undone.`,
        other: `“${question}” will be deleted with its # answers. This cannot be undone.`,
      })}`,
  },
};

/**
 * The in-app camera in Chromium with fake media devices: the admin goes live from /Admin/camera on
 * a camera event, a viewer in another browser context receives frames over WebRTC (signalled
 * through Firestore), a viewer beyond the cap is told the broadcast is full, a viewer who leaves
 * has their signalling deleted (and frees the place), and ending the event stops the broadcast.
 */
import { CAMERA_PATHS, COLLECTIONS, cameraFullMessage, type EventDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { appOrigin, FAKE_MEDIA_FLAGS, logIn, screenshot } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { endLockedLiveEvent, holdLiveSlot } from '../support/emulators/live-slot.js';
import { DESKTOP, PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { paths } from '@/config/paths';

/** The event's option in the camera screen: its title isolated with Unicode marks, as an <option> cannot hold <bdi>. */
const scheduledOption = (title: string) => `\u2068${title}\u2069 — scheduled`;

/** The camera screen's messages in English (media-errors.ts keeps them as catalog messages). */
const MEDIA_MESSAGES = {
  cameraUnplugged: 'Your camera was disconnected. Viewers see a frozen picture: pick another camera to continue.',
  denied:
    'Camera and microphone access is blocked. Allow it in the browser’s site settings (the icon beside the address), then try again.',
  noDevice: 'No camera or microphone was found. Connect one, then try again.',
} as const;

holdLiveSlot();

const { newPage, signedInPage } = browserPages(FAKE_MEDIA_FLAGS);
// A first sign-in on a loaded two-core machine can take longer than the 30 s default.
const loginTimeout = 60_000;

/** A scheduled event streamed from the in-app camera, shaped like createEvent leaves it. */
async function cameraEvent(title: string): Promise<string> {
  const now = Date.now();
  const ref = await db.collection(COLLECTIONS.events).add({
    title,
    description: 'Questions answered live from the council chamber.',
    coverImageUrl: '',
    startsAt: Timestamp.fromMillis(now + 60_000),
    endsAt: Timestamp.fromMillis(now + 3_600_000),
    status: 'scheduled',
    visibility: 'signed-in',
    source: { kind: 'camera' },
    livePollId: null,
    overlay: null,
    wentLiveAt: null,
    endedAt: null,
    createdBy: 'seed-admin',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  } satisfies EventDoc);
  return ref.id;
}

/** Frames arrive: the video knows its size and its clock moves. */
async function receivesFrames(page: Page): Promise<void> {
  const video = page.getByLabel('Live camera');
  await eventually(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await eventually(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(before + 0.5);
}

const peers = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId).collection(CAMERA_PATHS.peers);
async function signallingOf(eventId: string, uid: string): Promise<number> {
  const peer = peers(eventId).doc(uid);
  const [doc, toViewer, toBroadcaster] = await Promise.all([
    peer.get(),
    peer.collection(CAMERA_PATHS.toViewer).get(),
    peer.collection(CAMERA_PATHS.toBroadcaster).get(),
  ]);
  return Number(doc.exists) + toViewer.size + toBroadcaster.size;
}

describe('camera broadcast end to end', () => {
  it('admin goes live on camera; a viewer sees it; the cap turns a second viewer away; leaving cleans up', async () => {
    // A retry starts with no event live (the first try's may be: Go live would be refused).
    await endLockedLiveEvent();
    const title = `Council Q&A on camera ${Date.now()}`;
    const eventId = await cameraEvent(title);
    const [first, second] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);

    const admin = await signedInPage('admin', paths.admin.camera, { viewport: DESKTOP, loginTimeout });
    await admin.getByLabel('Event').selectOption({ label: scheduledOption(title) });
    await screenshot(admin, 'camera-admin-off');
    await admin.getByRole('button', { name: 'Turn camera on' }).click();
    const preview = admin.getByTestId('camera-preview');
    await eventually(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    // The pickers list the devices once the tracks are in (enumerateDevices runs after them).
    await eventually(() => admin.getByLabel('Camera', { exact: true }).inputValue()).not.toBe('');
    await eventually(() => admin.getByLabel('Microphone').inputValue()).not.toBe('');

    // The camera is unplugged mid-preview: a clear message, the screen keeps working, and picking
    // a camera again brings the picture back.
    await preview.evaluate((v: HTMLVideoElement) =>
      (v.srcObject as MediaStream).getVideoTracks()[0]!.dispatchEvent(new Event('ended')),
    );
    await eventually(() => admin.getByText(MEDIA_MESSAGES.cameraUnplugged).isVisible()).toBe(true);
    await admin.getByLabel('Camera', { exact: true }).selectOption({ index: 0 });
    await eventually(() => admin.getByText(MEDIA_MESSAGES.cameraUnplugged).count()).toBe(0);
    await eventually(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);

    await admin.getByLabel('Viewer limit').fill('1');
    await admin.getByRole('button', { name: 'Go live' }).click();
    await eventually(() => admin.getByTestId('camera-connected').textContent()).toBe('0 of 1 viewers connected');
    await eventually(async () => (await db.collection(COLLECTIONS.events).doc(eventId).get()).get('status')).toBe(
      'live',
    );
    await eventually(() => admin.getByTestId('camera-recording').textContent()).toMatch(/^Recording… [\d.]+ MB$/);

    // The first viewer gets the place and the picture.
    const viewer = await signedInPage(first, paths.user.live, { viewport: PHONE, loginTimeout });
    await receivesFrames(viewer);
    await eventually(() => admin.getByTestId('camera-connected').textContent()).toBe('1 of 1 viewers connected');
    await eventually(() => admin.getByText('The broadcast is full').isVisible()).toBe(true);
    await screenshot(viewer, 'camera-viewer-phone');
    for (const scheme of ['light', 'dark'] as const) {
      await admin.emulateMedia({ colorScheme: scheme });
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, `camera-admin-live-desktop-${scheme}`);
      await admin.setViewportSize(PHONE);
      await screenshot(admin, `camera-admin-live-phone-${scheme}`);
    }
    await admin.setViewportSize(DESKTOP);

    // Beyond the cap: a clear message, no picture.
    const late = await signedInPage(second, paths.user.live, { viewport: PHONE, loginTimeout });
    await eventually(() => late.getByText(cameraFullMessage(1)).isVisible()).toBe(true);
    await expect(late.getByLabel('Live camera').count()).resolves.toBe(0);
    await screenshot(late, 'camera-viewer-full-phone');

    // The first viewer leaves: their signalling is deleted and the place is free again.
    expect(await signallingOf(eventId, first.uid)).toBeGreaterThan(2);
    await viewer.goto(`${appOrigin()}${paths.user.dashboard}`);
    await eventually(() => signallingOf(eventId, first.uid)).toBe(0);
    await eventually(() => admin.getByTestId('camera-connected').textContent()).toBe('0 of 1 viewers connected');
    await late.getByRole('button', { name: 'Try again' }).click();
    await receivesFrames(late);

    // Ending the event (as the control room does) stops the broadcast everywhere.
    await db.collection(COLLECTIONS.events).doc(eventId).update({ status: 'ended' });
    await eventually(() => admin.getByText('The event is no longer live, so the broadcast stopped.').isVisible()).toBe(
      true,
    );
    await eventually(async () => (await peers(eventId).get()).size).toBe(0);
    await eventually(() => late.getByLabel('Live camera').count()).toBe(0);

    // What was sent was recorded in the admin's browser (MediaRecorder): one file to download, a
    // WebM (its EBML header) named after the event, for a replay (docs/replays.md).
    const download = admin.getByRole('link', { name: /^Download the recording \(\d+(\.\d)? MB\)$/ });
    await eventually(() => download.isVisible()).toBe(true);
    expect(await download.getAttribute('download')).toMatch(/^civic-live-council-q-a-on-camera-\d+-[\d-]+\.webm$/);
    const [file] = await Promise.all([admin.waitForEvent('download'), download.click()]);
    const bytes = readFileSync(await file.path());
    expect(file.suggestedFilename()).toBe(await download.getAttribute('download'));
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.length).toBeGreaterThan(10_000);

    await Promise.all([admin.context().close(), viewer.context().close(), late.context().close()]);
  }, 300_000);

  it('Stop then Go live again at once: the waiting viewer connects to each new broadcast without a reload', async () => {
    // A retry starts with no event live (the first try's may be: Go live would be refused).
    await endLockedLiveEvent();
    const title = `Camera restarts ${Date.now()}`;
    const eventId = await cameraEvent(title);
    const account = await createTestAccount('user');
    const admin = await signedInPage('admin', paths.admin.camera, { viewport: DESKTOP, loginTimeout });
    await admin.getByLabel('Event').selectOption({ label: scheduledOption(title) });
    await admin.getByRole('button', { name: 'Turn camera on' }).click();
    await admin.getByRole('button', { name: 'Mute microphone' }).waitFor();
    await admin.getByLabel('Viewer limit').fill('1');
    await admin.getByRole('button', { name: 'Go live' }).click();

    const viewer = await signedInPage(account, paths.user.live, { viewport: PHONE, loginTimeout });
    await receivesFrames(viewer);
    // Each restart is a new broadcast document replacing a deleted one, seconds apart (issue 12:
    // the viewer kept "The camera is not on yet" while the admin was live again).
    for (let restart = 1; restart <= 3; restart++) {
      await admin.getByRole('button', { name: 'Stop broadcast' }).click();
      await eventually(() => viewer.getByText('The camera is not on yet').isVisible()).toBe(true);
      await admin.getByRole('button', { name: 'Go live' }).click();
      await expect
        .poll(
          () =>
            viewer
              .getByLabel('Live camera')
              .evaluate((v: HTMLVideoElement) => v.videoWidth)
              .catch(() => 0),
          {
            timeout: 60_000,
            interval: 250,
            message: `restart ${restart}: the viewer plays the new broadcast`,
          },
        )
        .toBeGreaterThan(0);
      await eventually(() => admin.getByTestId('camera-connected').textContent()).toBe('1 of 1 viewers connected');
    }
    await db.collection(COLLECTIONS.events).doc(eventId).update({ status: 'ended' });
    await Promise.all([admin.context().close(), viewer.context().close()]);
  }, 400_000);

  for (const [failure, message] of [
    ['NotAllowedError', MEDIA_MESSAGES.denied],
    ['NotFoundError', MEDIA_MESSAGES.noDevice],
  ] as const) {
    it(`a camera that cannot be opened (${failure}) gets a clear message, and Go live stays off`, async () => {
      const admin = await newPage({ viewport: PHONE });
      const context = admin.context();
      // The browser's answer to getUserMedia, as when the person refuses or has no device.
      await context.addInitScript((name: string) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', name));
      }, failure);
      await logIn(admin, 'admin', loginTimeout);
      await admin.goto(`${appOrigin()}${paths.admin.camera}`);
      await admin.getByRole('button', { name: 'Turn camera on' }).click();
      await eventually(() => admin.getByRole('alert').filter({ hasText: message }).isVisible()).toBe(true);
      await expect(admin.getByRole('button', { name: 'Turn camera on' }).isEnabled()).resolves.toBe(true);
      if (failure === 'NotAllowedError') await screenshot(admin, 'camera-admin-permission-denied-phone');
      await context.close();
    });
  }
});

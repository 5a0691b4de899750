/**
 * The broadcast's recording (use-broadcast-recording.ts). jsdom has no MediaRecorder or
 * MediaStream: they are faked here at that boundary, recording what the hook asks of them; the
 * real ones record in Chromium in tests/e2e/camera.test.ts.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingFileName, useBroadcastRecording } from './use-broadcast-recording';

class FakeMediaRecorder {
  static made: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp8,opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstart: (() => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: { tracks: unknown[] },
    options: { mimeType?: string },
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
    this.onstart?.();
  }
  /** What the browser hands over each timeslice. */
  emit(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) });
  }
  stop() {
    this.state = 'inactive';
    this.onstop?.();
  }
}

const track = (id: string) => ({ id }) as unknown as MediaStreamTrack;
const video = track('video');
const audio = track('audio');
const base = { live: false, wanted: true, video, audio, title: 'Budget night' };

beforeEach(() => {
  FakeMediaRecorder.made = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: unknown[]) {}
    },
  );
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:part-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recording the broadcast on the admin’s computer', () => {
  it('records the tracks the viewers get only while live, and offers the part when the broadcast stops', () => {
    const { result, rerender } = renderHook((props) => useBroadcastRecording(props), { initialProps: base });
    expect(FakeMediaRecorder.made).toHaveLength(0);
    expect(result.current.recordingBytes).toBeNull();

    rerender({ ...base, live: true });
    const [recorder] = FakeMediaRecorder.made;
    expect(recorder!.stream.tracks).toEqual([video, audio]);
    expect(recorder!.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(result.current.recordingBytes).toBe(0);
    act(() => recorder!.emit(1_500));
    act(() => recorder!.emit(500));
    expect(result.current.recordingBytes).toBe(2_000);

    rerender({ ...base, live: false });
    expect(recorder!.state).toBe('inactive');
    expect(result.current.recordingBytes).toBeNull();
    expect(result.current.parts).toEqual([
      { url: 'blob:part-1', bytes: 2_000, fileName: expect.stringMatching(/^civic-live-budget-night-.*\.webm$/) },
    ]);
  });

  it('starts a new part when a device is switched mid-broadcast (a recorder cannot follow a new track)', () => {
    const { result, rerender } = renderHook((props) => useBroadcastRecording(props), {
      initialProps: { ...base, live: true },
    });
    act(() => FakeMediaRecorder.made[0]!.emit(100));
    const otherCamera = track('other camera');
    rerender({ ...base, live: true, video: otherCamera });
    act(() => FakeMediaRecorder.made[1]!.emit(200));
    expect(FakeMediaRecorder.made[1]!.stream.tracks).toEqual([otherCamera, audio]);
    rerender({ ...base, live: false, video: otherCamera });
    expect(result.current.parts.map((part) => [part.bytes, part.fileName.match(/-part-\d|\.webm$/)![0]])).toEqual([
      [100, '.webm'],
      [200, '-part-2'],
    ]);
  });

  it('records nothing when the admin said no, nor in a browser without MediaRecorder', () => {
    const { rerender } = renderHook((props) => useBroadcastRecording(props), {
      initialProps: { ...base, live: true, wanted: false },
    });
    expect(FakeMediaRecorder.made).toHaveLength(0);
    rerender({ ...base, live: false, wanted: false });

    vi.stubGlobal('MediaRecorder', undefined);
    const { result } = renderHook(() => useBroadcastRecording({ ...base, live: true }));
    expect(result.current.supported).toBe(false);
    expect(FakeMediaRecorder.made).toHaveLength(0);
  });

  it('asks before the page closes while a part is recording or not downloaded', () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { result, rerender } = renderHook((props) => useBroadcastRecording(props), { initialProps: base });
    expect(leave()).toBe(false);
    rerender({ ...base, live: true });
    expect(leave()).toBe(true);
    act(() => FakeMediaRecorder.made[0]!.emit(10));
    rerender({ ...base, live: false });
    expect(leave()).toBe(true);
    act(() => result.current.downloaded(result.current.parts[0]!));
    expect(leave()).toBe(false);
  });

  it('keeps what the browser recorded before an error, and says so', () => {
    const { result, rerender } = renderHook((props) => useBroadcastRecording(props), {
      initialProps: { ...base, live: true },
    });
    const recorder = FakeMediaRecorder.made[0]!;
    act(() => recorder.emit(300));
    act(() => {
      recorder.onerror?.();
      recorder.stop();
    });
    expect(result.current.failed).toBe(true);
    expect(result.current.parts.map((part) => part.bytes)).toEqual([300]);
    rerender({ ...base, live: false });
    expect(result.current.parts).toHaveLength(1);
  });
});

describe('the recording’s file name', () => {
  it('is the event’s title in plain letters, when it started, the part, and the format’s extension', () => {
    const at = new Date(2026, 10, 30, 19, 5);
    expect(recordingFileName('Café & budget: Q&A!', at, 1, 'video/webm;codecs=vp8')).toBe(
      'civic-live-cafe-budget-q-a-2026-11-30-1905.webm',
    );
    expect(recordingFileName('مجلس المدينة', at, 2, 'video/mp4')).toBe(
      'civic-live-مجلس-المدينة-2026-11-30-1905-part-2.mp4',
    );
    expect(recordingFileName('!!!', at, 1, 'video/webm')).toBe('civic-live-broadcast-2026-11-30-1905.webm');
  });
});

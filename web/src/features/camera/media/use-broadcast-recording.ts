import { useEffect, useRef, useState } from 'react';

/**
 * The broadcast recorded in the admin's own browser (docs/replays.md, "The recording": the browser
 * camera), to host and attach as a replay's recording like any other file. Nothing is uploaded:
 * Cloud Storage, the natural home for such files, cannot be tested on our offline machines.
 *
 * While the broadcast is live (and recording is wanted) a MediaRecorder records the tracks the
 * viewers get. A device switched or unplugged mid-broadcast changes the tracks, which a
 * MediaRecorder cannot follow: that part ends and a new one starts, each downloadable on its own.
 * The parts live in this page's memory (about 1.1 GB an hour at the bit rate below) until it
 * closes; the page asks before closing while a part is not downloaded.
 */

/** A finished part: a file the admin can download. */
export interface RecordingPart {
  url: string;
  bytes: number;
  fileName: string;
}

export interface BroadcastRecording {
  /** False where the browser has no MediaRecorder (the option is then not offered). */
  supported: boolean;
  /** Bytes recorded so far in the part under way, or null when nothing is recording. */
  recordingBytes: number | null;
  parts: RecordingPart[];
  /** The browser stopped a part with an error (what it had recorded is kept as a part). */
  failed: boolean;
  /** Marks a part downloaded: no more question before the page closes, for that part. */
  downloaded(part: RecordingPart): void;
}

/** The formats to try, best first: WebM where the browser writes it (Chromium, Firefox), else MP4 (Safari). */
const FORMATS = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
/** About what a 720p camera needs; the browser's default is lower and varies. */
const VIDEO_BITS_PER_SECOND = 2_500_000;
/** A chunk a second: the size shown moves, and an error loses at most a second. */
const TIMESLICE_MS = 1_000;

const recorderAvailable = () => typeof MediaRecorder !== 'undefined';

function formatOf(): string | undefined {
  return FORMATS.find((type) => MediaRecorder.isTypeSupported(type));
}

/** `civic-live-<title>-<date>-<time>[-part-n].<ext>`: readable, sortable, safe on every system. */
export function recordingFileName(title: string, startedAt: Date, part: number, mimeType: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'broadcast';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${startedAt.getFullYear()}-${pad(startedAt.getMonth() + 1)}-${pad(startedAt.getDate())}-${pad(startedAt.getHours())}${pad(startedAt.getMinutes())}`;
  const extension = mimeType.startsWith('video/mp4') ? 'mp4' : 'webm';
  return `civic-live-${slug}-${stamp}${part > 1 ? `-part-${part}` : ''}.${extension}`;
}

export function useBroadcastRecording({
  live,
  wanted,
  video,
  audio,
  title,
}: {
  live: boolean;
  wanted: boolean;
  video: MediaStreamTrack | null;
  audio: MediaStreamTrack | null;
  title: string;
}): BroadcastRecording {
  const [supported] = useState(recorderAvailable);
  const [recordingBytes, setRecordingBytes] = useState<number | null>(null);
  const [parts, setParts] = useState<RecordingPart[]>([]);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const partCount = useRef(0);
  const titleNow = useRef(title);
  useEffect(() => {
    titleNow.current = title;
  }, [title]);

  useEffect(() => {
    const tracks = [video, audio].filter((track): track is MediaStreamTrack => track !== null);
    if (!live || !wanted || !supported || tracks.length === 0) return;
    const mimeType = formatOf();
    const recorder = new MediaRecorder(new MediaStream(tracks), {
      ...(mimeType ? { mimeType } : {}),
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
    });
    const startedAt = new Date();
    // Named after the event it started in: by the time it stops, the event may have ended and left the list.
    const title = titleNow.current;
    const chunks: Blob[] = [];
    let bytes = 0;
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      setRecordingBytes(bytes);
    };
    recorder.onerror = () => setFailed(true);
    recorder.onstop = () => {
      setRecordingBytes(null);
      if (bytes === 0) return;
      const type = recorder.mimeType || mimeType || 'video/webm';
      partCount.current += 1;
      const part: RecordingPart = {
        url: URL.createObjectURL(new Blob(chunks, { type })),
        bytes,
        fileName: recordingFileName(title, startedAt, partCount.current, type),
      };
      setParts((all) => [...all, part]);
      setPending((urls) => new Set(urls).add(part.url));
    };
    recorder.onstart = () => setRecordingBytes(0);
    recorder.start(TIMESLICE_MS);
    return () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
  }, [live, wanted, supported, video, audio]);

  // The files exist only in this page: closing it with one not downloaded asks first.
  const unsaved = recordingBytes !== null || pending.size > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // The parts' memory is given back when the screen goes.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    urls.current = parts.map((part) => part.url);
  }, [parts]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  return {
    supported,
    recordingBytes,
    parts,
    failed,
    downloaded: (part) =>
      setPending((all) => {
        const next = new Set(all);
        next.delete(part.url);
        return next;
      }),
  };
}

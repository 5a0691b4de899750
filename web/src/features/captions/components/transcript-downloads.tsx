import { transcriptAsText, transcriptAsWebVtt, type TranscriptLine } from '@civic/domain';
import { downloadText } from '@/lib/download';
import '../captions.css';

export interface TranscriptDownloadsProps {
  /** The lines of one track, corrections applied, withdrawn ones left out. */
  lines: readonly TranscriptLine[];
  title: string;
  /** When the event went live: the transcript's times count from here. */
  startMs: number;
}

/** The transcript as a WebVTT file and as plain text, built from the lines already loaded. */
export function TranscriptDownloads({ lines, title, startMs }: TranscriptDownloadsProps) {
  if (lines.length === 0) return null;
  return (
    <div className="transcript__downloads">
      <button
        type="button"
        className="button"
        onClick={() =>
          downloadText(`${title} transcript.vtt`, transcriptAsWebVtt(lines, startMs), 'text/vtt;charset=utf-8')
        }
      >
        Download transcript (WebVTT)
      </button>
      <button
        type="button"
        className="button"
        onClick={() =>
          downloadText(`${title} transcript.txt`, transcriptAsText(lines, startMs), 'text/plain;charset=utf-8')
        }
      >
        Download transcript (text)
      </button>
    </div>
  );
}

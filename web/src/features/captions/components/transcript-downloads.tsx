import { transcriptAsText, transcriptAsWebVtt, type TranscriptLine } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (lines.length === 0) return null;
  const name = t`${title} transcript`;
  return (
    <div className="transcript__downloads">
      <button
        type="button"
        className="button"
        onClick={() => downloadText(`${name}.vtt`, transcriptAsWebVtt(lines, startMs), 'text/vtt;charset=utf-8')}
      >
        <Trans>Download transcript (WebVTT)</Trans>
      </button>
      <button
        type="button"
        className="button"
        onClick={() => downloadText(`${name}.txt`, transcriptAsText(lines, startMs), 'text/plain;charset=utf-8')}
      >
        <Trans>Download transcript (text)</Trans>
      </button>
    </div>
  );
}

import { JOB_KINDS, type JobKind, type JobMode, type JobProgressResponse } from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { realtimeDatabaseAvailable } from '@/config/env';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { driveJob } from '../api/drive-job';
import type { JobView } from '../api/job-view';
import { startJob } from '../api/start-job';
import { JobHistory } from './job-history';
import { JobLauncher } from './job-launcher';
import { JobReport } from './job-report';
import { REALTIME_MIRROR_UNAVAILABLE_TEXT } from './job-texts';
import '../fixer.css';

/**
 * A job that can only be refused here, said on its card. The server refuses the mirror job where no
 * Realtime Database runs (functions: realtimeDatabaseAvailable, from the emulators the launcher
 * started); the app was built knowing the same emulator list, so it can say so before any click.
 */
const unavailableHere = (kind: JobKind) =>
  kind === 'rebuildRealtimeMirror' && !realtimeDatabaseAvailable ? REALTIME_MIRROR_UNAVAILABLE_TEXT : null;

/**
 * The maintenance screen: a card per job (Dry run / Run), the selected job's live report, and the
 * recent jobs. This tab drives the job it started (or resumed) by calling continueJob until done;
 * the report itself follows `jobs/{id}` in real time, so it also shows jobs driven elsewhere.
 */
export function FixerScreen() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [selected, setSelected] = useState<string | null>(null);
  // Counts the times a report was asked for, so asking again for the same one still goes to it.
  const [reveals, setReveals] = useState(0);
  const show = (jobId: string) => {
    setSelected(jobId);
    setReveals((n) => n + 1);
  };
  const unavailableText = (kind: JobKind) => {
    const sentence = unavailableHere(kind);
    return sentence && i18n._(sentence);
  };
  const [driving, setDriving] = useState<string | null>(null);
  const [starting, setStarting] = useState<{ kind: JobKind; mode: JobMode } | null>(null);
  const [refusal, setRefusal] = useState<{ kind: JobKind; message: string } | null>(null);

  const drive = async (first: JobProgressResponse) => {
    show(first.jobId);
    setDriving(first.jobId);
    try {
      const done = await driveJob(first);
      notify.success(done.status === 'done' ? t`The job has finished.` : t`The job stopped.`);
    } catch (error) {
      notify.error(functionErrorMessage(error, t`The job stopped; resume it to continue.`));
    } finally {
      setDriving(null);
    }
  };

  const start = async (kind: JobKind, mode: JobMode, scope: string | null) => {
    setStarting({ kind, mode });
    setRefusal(null);
    let first: JobProgressResponse;
    try {
      first = await startJob(kind, mode, scope);
    } catch (error) {
      // Shown on the job's card until the next start: a refusal (already running, a service not
      // running here) is something to read, not a toast that goes away.
      setRefusal({ kind, message: functionErrorMessage(error, t`The job could not start; try again.`) });
      return;
    } finally {
      setStarting(null);
    }
    await drive(first);
  };

  const resume = (job: JobView) =>
    drive({ jobId: job.id, status: job.status, processed: job.processed, total: job.total, busy: false });

  return (
    <div className="stack">
      <div className="fixer-jobs">
        {JOB_KINDS.map((kind) => (
          <JobLauncher
            key={kind}
            kind={kind}
            starting={starting?.kind === kind ? starting.mode : null}
            disabled={starting !== null || driving !== null}
            refusal={refusal?.kind === kind ? refusal.message : null}
            unavailable={unavailableText(kind)}
            onStart={(k, mode, scope) => void start(k, mode, scope)}
          />
        ))}
      </div>
      {selected && (
        <JobReport
          jobId={selected}
          driving={driving === selected}
          onResume={(job) => void resume(job)}
          onRunFixes={(job) => void start(job.kind, 'run', job.scope)}
          revealKey={reveals}
        />
      )}
      <section className="stack" aria-labelledby="recent-jobs-title">
        <h2 id="recent-jobs-title">
          <Trans>Recent jobs</Trans>
        </h2>
        <JobHistory onView={show} />
      </section>
    </div>
  );
}

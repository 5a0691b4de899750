/**
 * The job report in the reader's language: the heading names the job from the catalog, and the
 * progress sentence counts with each language's plural forms (the real job runs in tests/e2e/fixer).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type { JobView } from '../api/job-view';
import { JobReport } from './job-report';

const job: JobView = {
  id: 'job1',
  kind: 'recountPollTallies',
  mode: 'dry-run',
  scope: null,
  status: 'done',
  processed: 3,
  total: 3,
  changeCount: 1,
  conflictCount: 2,
  changes: [{ item: 'Which line first?', field: 'Tram', before: '8', after: '5' }],
  conflicts: [
    {
      item: '“Which line first?” (p1)',
      problem: '2 votes are not counted yet (the vote counter retries them); recount again once it has.',
      why: { kind: 'votes-not-counted', count: 2 },
    },
    // Recorded before conflicts had kinds: its English is all there is.
    { item: 'old@test.civic (u1)', problem: 'An older sentence.' },
  ],
  error: null,
  startedAtMs: 0,
  updatedAtMs: 0,
  finishedAtMs: 0,
  leaseUntilMs: null,
} as unknown as JobView;

vi.mock('../api/use-job', () => ({ useJob: () => ({ state: 'ready', data: job }) }));

afterEach(() => activateLanguage('en'));

describe('JobReport', () => {
  it('says the progress in English with plurals', () => {
    render(<JobReport jobId="job1" driving={false} onResume={vi.fn()} onRunFixes={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Finished: 3 items checked, 1 change to make, 2 conflicts to review.',
    );
  });

  it('speaks Spanish: the job’s name, the table and the plurals', async () => {
    await activateLanguage('es');
    render(<JobReport jobId="job1" driving={false} onResume={vi.fn()} onRunFixes={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Simulación: Recontar los recuentos de las encuestas',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Terminado: 3 elementos revisados, 1 cambio por hacer, 2 conflictos por revisar.',
    );
    expect(screen.getByRole('button', { name: 'Aplicar estas correcciones' })).toBeTruthy();
    // The job's conflicts in Spanish, not in the server's English (the item is what the job read).
    const [counted, older] = screen.getAllByRole('listitem');
    expect(counted!.textContent).toBe(
      '“Which line first?” (p1): 2 votos aún no se cuentan (el contador de votos los reintenta); vuelve a recontar cuando lo haya hecho.',
    );
    expect(older!.textContent).toBe('old@test.civic (u1): An older sentence.');
  });

  it('speaks Arabic with its dual form', async () => {
    await activateLanguage('ar');
    render(<JobReport jobId="job1" driving={false} onResume={vi.fn()} onRunFixes={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('تعارضان للمراجعة');
  });
});

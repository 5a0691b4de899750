/**
 * The published results in the reader's language (issue 32): Spanish and Arabic words, counts by
 * each language's plural rules, the answers named in the chart's legend. The record listener is
 * replaced here.
 */
import type { BallotRecordSummary } from '@civic/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';

let summary: BallotRecordSummary;
vi.mock('../api/use-record-summary', () => ({ useRecordSummary: () => ({ state: 'ready', data: summary }) }));

const { BallotResults } = await import('./ballot-results');

const record = (censusSize: number, ballotsCast: number): BallotRecordSummary => ({
  ballotId: 'b1',
  title: 'Charter',
  censusSize,
  ballotsCast,
  passRule: 'simple-majority',
  articles: [{ id: 'a1', title: 'Name of the city', yes: 1, no: 1, abstain: 0, passed: false }],
  fingerprint: 'f'.repeat(64),
  receiptPages: 1,
});

afterEach(async () => {
  await activateLanguage('en');
});

describe('BallotResults', () => {
  it('in English, says the turnout as before', () => {
    summary = record(1, 1);
    render(<BallotResults ballotId="b1" />);
    expect(screen.getByTestId('published-turnout')).toHaveTextContent('Turnout: 1 of 1 eligible voter (100.0%)');
  });

  it('in Spanish: the plural of voters, the answers and the pass rule', async () => {
    await activateLanguage('es');
    summary = record(3, 2);
    render(<BallotResults ballotId="b1" />);
    expect(screen.getByTestId('published-turnout')).toHaveTextContent(
      /^Participación: 2 de 3 votantes habilitados \(66,7\s%\)$/,
    );
    expect(screen.getByRole('heading', { name: 'Artículo 1: Name of the city' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Regla de aprobación: Más sí que no. Las abstenciones cuentan para la participación, no para la proporción de sí.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No aprobado')).toBeInTheDocument();
    expect(screen.getAllByText('Abstención').length).toBeGreaterThan(0);
  });

  it('in Arabic: the dual of voters, and the title kept in its own direction', async () => {
    await activateLanguage('ar');
    summary = record(2, 1);
    render(<BallotResults ballotId="b1" />);
    expect(screen.getByTestId('published-turnout')).toHaveTextContent(/^المشاركة: 1 من ناخبَين مؤهَّلَين/);
    expect(screen.getByText('Name of the city').tagName).toBe('BDI');
    expect(screen.getByText('لم يُقرّ')).toBeInTheDocument();
  });
});

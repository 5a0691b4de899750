import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ResultsChart } from './results-chart';

afterEach(async () => {
  await activateLanguage('en');
});

describe('ResultsChart', () => {
  it('gives every option its count and its share of the votes', () => {
    render(
      <ResultsChart
        label="Results"
        options={[
          { id: 'yes', label: 'Yes' },
          { id: 'no', label: 'No' },
        ]}
        tallies={{ yes: 3, no: 1 }}
      />,
    );
    expect(screen.getByText('Yes: 3 (75%)')).toBeInTheDocument();
    expect(screen.getByText('No: 1 (25%)')).toBeInTheDocument();
  });

  it('says 0% rather than dividing by zero before the first vote', () => {
    render(<ResultsChart label="Results" options={[{ id: 'yes', label: 'Yes' }]} tallies={{}} />);
    expect(screen.getByText('Yes: 0 (0%)')).toBeInTheDocument();
  });

  it('writes the counts, shares and total in Spanish', async () => {
    await activateLanguage('es');
    const { container } = render(
      <ResultsChart
        label="Resultados"
        options={[
          { id: 'yes', label: 'Sí' },
          { id: 'no', label: 'No' },
        ]}
        tallies={{ yes: 3, no: 1 }}
      />,
    );
    expect(container.querySelector('li')?.textContent).toBe('Sí: 3 (75\u00a0%)');
    expect(container.querySelector('figcaption')?.textContent).toMatch(/^4 votos/);
  });
});

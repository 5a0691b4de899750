import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ResultsChart } from './results-chart';

afterEach(async () => {
  await activateLanguage('en');
});

/** An option's line in the list screen readers get (the option isolated inside it). */
const listed = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === text);

describe('ResultsChart', () => {
  it('gives every option its count and its share of the votes', () => {
    render(
      <ResultsChart
        poll={{}}
        label="Results"
        options={[
          { id: 'yes', label: 'Yes' },
          { id: 'no', label: 'No' },
        ]}
        tallies={{ yes: 3, no: 1 }}
      />,
    );
    expect(listed('Yes: 3 (75%)')).toBeInTheDocument();
    expect(listed('No: 1 (25%)')).toBeInTheDocument();
  });

  it('says 0% rather than dividing by zero before the first vote', () => {
    render(<ResultsChart poll={{}} label="Results" options={[{ id: 'yes', label: 'Yes' }]} tallies={{}} />);
    expect(listed('Yes: 0 (0%)')).toBeInTheDocument();
  });

  it('writes the counts, shares and total in Spanish', async () => {
    await activateLanguage('es');
    const { container } = render(
      <ResultsChart
        poll={{}}
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

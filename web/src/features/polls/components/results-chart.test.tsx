import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsChart } from './results-chart';

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
});

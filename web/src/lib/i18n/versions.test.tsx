import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { pickPollVersion } from '@civic/domain';
import type { Live } from '@/lib/use-snapshot';
import { useLiveVersion, useVersion } from './versions';

const poll = {
  question: 'Which park first?',
  language: 'en' as const,
  translations: { es: { question: '¿Qué parque primero?' } },
  options: [
    { id: 'n', label: 'North', translations: { es: { label: 'Norte' }, ar: { label: 'الشمال' } } },
    { id: 's', label: 'South' },
  ],
};

const live: Live<typeof poll> = { state: 'ready', data: poll };

function Poll() {
  const shown = useLiveVersion(live, pickPollVersion);
  if (shown.state !== 'ready') return null;
  const { data } = shown;
  return (
    <div>
      <h2>{data.question}</h2>
      <ul>
        {data.options.map((option) => (
          <li key={option.id} data-option-id={option.id}>
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Title({ event }: { event: { title: string; language?: 'en' | 'es' | 'ar'; translations?: object } }) {
  return <h1>{useVersion(event).title}</h1>;
}

describe("what admins wrote, in the reader's language", () => {
  afterEach(() => activateLanguage('en'));

  it('shows a poll in the reader’s language and switches with it, options keeping their ids', async () => {
    render(<Poll />);
    expect(screen.getByRole('heading')).toHaveTextContent('Which park first?');
    await act(() => activateLanguage('es'));
    expect(screen.getByRole('heading')).toHaveTextContent('¿Qué parque primero?');
    expect(screen.getAllByRole('listitem').map((li) => [li.dataset.optionId, li.textContent])).toEqual([
      ['n', 'Norte'],
      ['s', 'South'],
    ]);
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading')).toHaveTextContent('Which park first?');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('الشمال');
  });

  it("shows the author's version when none was written in the reader's language", async () => {
    await activateLanguage('es');
    render(<Title event={{ title: 'مجلس المدينة', language: 'ar', translations: { en: { title: 'Town hall' } } }} />);
    expect(screen.getByRole('heading')).toHaveTextContent('مجلس المدينة');
    await act(() => activateLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Town hall');
  });
});

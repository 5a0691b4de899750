/**
 * The warning before an event whose expected audience is beyond what the configuration holds:
 * nothing within the limits, each passed limit named with what to do, in the reader's language;
 * and the event editor shows it as the admin types the expected audience.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { AudienceLimitsWarning } from './audience-limits-warning';

vi.mock('../api/save-event', () => ({ saveEvent: vi.fn() }));
const { EventEditor } = await import('./event-editor');

afterEach(async () => {
  await activateLanguage('en');
});

const warning = () => screen.queryByRole('region', { name: /more than this configuration holds/ });
const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('AudienceLimitsWarning', () => {
  it('shows nothing when the audience is within every limit, or none was given', () => {
    const { container, rerender } = render(<AudienceLimitsWarning expectedAudience={1_000} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AudienceLimitsWarning expectedAudience={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('at 10 000 viewers names the tally and lobby shards, how far past, and what to raise them to', () => {
    render(<AudienceLimitsWarning expectedAudience={10_000} />);
    const region = warning()!;
    expect(region).toHaveAccessibleName('10,000 expected viewers is more than this configuration holds');
    expect(items(region)).toEqual([
      'Poll tally shards (3× the limit): at a poll push each shard takes 3 writes a second, and Firestore sustains about one a document, so results catch up late. Have the tally shards raised to at least 300 before the event.',
      'Game lobby shards (10× the limit): as players join the game each shard takes 10 writes a second, and Firestore sustains about one a document, so the lobby count lags. Have the lobby shards raised to at least 100.',
    ]);
    expect(region).toHaveTextContent('60% of viewers voting within 20 seconds of a poll push');
  });

  it('at 100 000 viewers adds the heartbeats, the new collections and the database’s writes', () => {
    render(<AudienceLimitsWarning expectedAudience={100_000} />);
    const texts = items(warning()!);
    expect(texts).toHaveLength(6);
    expect(texts[2]).toContain('Have the heartbeat interval lengthened to at least 200 seconds.');
    expect(texts[3]).toContain('Keep each poll open at least 120 seconds');
    expect(texts[4]).toContain('Go live at least 15 minutes before the start');
    expect(texts[5]).toContain('15,333 a second at a poll push, where one database takes 10,000.');
  });

  it('speaks Spanish and Arabic', async () => {
    await activateLanguage('es');
    const { unmount } = render(<AudienceLimitsWarning expectedAudience={10_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /10\.000 espectadores previstos superan lo que admite esta configuración/,
    );
    expect(items(screen.getByRole('region'))[0]).toContain('Fragmentos del recuento de las encuestas');
    unmount();
    await activateLanguage('ar');
    render(<AudienceLimitsWarning expectedAudience={100_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('عدد المشاهدين المتوقَّع');
    expect(items(screen.getByRole('region'))[2]).toContain('نبضات الاتصال');
  });
});

describe('the event editor', () => {
  it('warns as the admin types an expected audience beyond the limits, and not within them', async () => {
    const user = userEvent.setup();
    render(<EventEditor event={null} onDone={() => {}} />);
    const field = screen.getByLabelText('Expected audience (optional)');
    await user.type(field, '900');
    expect(warning()).toBeNull();
    await user.clear(field);
    await user.type(field, '20000');
    expect(warning()).toHaveAccessibleName('20,000 expected viewers is more than this configuration holds');
  });

  it('refuses a fraction at the field, with the schema’s message', async () => {
    const user = userEvent.setup();
    render(<EventEditor event={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Title'), 'Budget hearing');
    const field = screen.getByLabelText('Expected audience (optional)');
    await user.type(field, '2.5');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(field).toHaveAccessibleDescription(/Expected audience must be a whole number/);
  });
});

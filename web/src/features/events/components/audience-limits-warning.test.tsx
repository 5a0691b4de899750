/**
 * The warning before an event whose expected audience is beyond what the configuration holds, with
 * the settings the audience chose: nothing within the limits (up to 150 000 viewers the settings
 * hold every one), each passed limit named with what to do, in the reader's language; the
 * settings themselves said (AudienceSettingsSummary); and the event editor shows both as the admin
 * types the expected audience.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { AudienceLimitsWarning } from './audience-limits-warning';
import { AudienceSettingsSummary } from './audience-settings-summary';

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

  it('at 10 000 and 100 000 viewers shows nothing: the settings the audience chose hold every limit', () => {
    const { container, rerender } = render(<AudienceLimitsWarning expectedAudience={10_000} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AudienceLimitsWarning expectedAudience={100_000} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('past 150 000 viewers names what no setting holds: the heartbeats at their longest beat', () => {
    render(<AudienceLimitsWarning expectedAudience={200_000} />);
    const region = warning()!;
    expect(region).toHaveAccessibleName('200,000 expected viewers is more than this configuration holds');
    const texts = items(region);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Have the heartbeat interval lengthened to at least 400 seconds.');
    expect(region).toHaveTextContent('60% of viewers voting within 20 seconds of a poll push');
  });

  it('speaks Spanish and Arabic', async () => {
    await activateLanguage('es');
    const { unmount } = render(<AudienceLimitsWarning expectedAudience={200_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /200\.000 espectadores previstos superan lo que admite esta configuración/,
    );
    unmount();
    await activateLanguage('ar');
    render(<AudienceLimitsWarning expectedAudience={1_000_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('عدد المشاهدين المتوقَّع');
    expect(items(screen.getByRole('region'))[0]).toContain('نبضات الاتصال');
  });
});

const summary = () => screen.queryByRole('region', { name: /^Settings for/ });

describe('AudienceSettingsSummary', () => {
  it('says the settings 100 000 expected viewers chose: shards, heartbeat, feed, going live early', () => {
    render(<AudienceSettingsSummary expectedAudience={100_000} />);
    const region = summary()!;
    expect(region).toHaveAccessibleName('Settings for 100,000 viewers');
    expect(items(region)).toEqual([
      'Each poll pushed live counts its votes over 500 tally shards.',
      'A game counts its players over 1,250 lobby shards.',
      'Each viewer’s presence is renewed every 250 seconds.',
      'Posts reach the rooms together, once a second: the cost stays the same at any audience.',
      'Go live 20 minutes before the start, so the room fills gradually.',
    ]);
  });

  it('a small audience: the feed post by post, going live at the start; none said: nothing', () => {
    const { container, rerender } = render(<AudienceSettingsSummary expectedAudience={200} />);
    expect(items(summary()!)).toContain('Posts reach the rooms one by one, as they are made.');
    expect(items(summary()!)).toContain('Going live at the start is enough.');
    rerender(<AudienceSettingsSummary expectedAudience={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Spanish and Arabic', async () => {
    await activateLanguage('es');
    const { unmount } = render(<AudienceSettingsSummary expectedAudience={100_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Configuración para 100.000 espectadores');
    expect(items(screen.getByRole('region'))[0]).toBe(
      'Cada encuesta emitida en directo cuenta sus votos en 500 fragmentos del recuento.',
    );
    unmount();
    await activateLanguage('ar');
    render(<AudienceSettingsSummary expectedAudience={100_000} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('الإعدادات لـ');
    expect(items(screen.getByRole('region'))[2]).toContain('يتجدّد حضور كل مشاهد');
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
    expect(warning()).toBeNull();
    expect(summary()).toHaveAccessibleName('Settings for 20,000 viewers');
    await user.clear(field);
    await user.type(field, '200000');
    expect(warning()).toHaveAccessibleName('200,000 expected viewers is more than this configuration holds');
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

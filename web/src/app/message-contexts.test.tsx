/**
 * One English word, two meanings (issue 32): "Open" of a poll and of a report, "Scheduled" of a
 * poll and of an event, share their English text but carry a message context, so Spanish can give
 * each the gender of its noun (la encuesta, el reporte, el evento) and Arabic can do the same.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStatusBadge } from '@/features/events/components/event-admin';
import { StatusBadge as PollStatusBadge } from '@/features/polls/components/status-badge';
import { ReportStatusBadge } from '@/features/reports/components/report-status-badge';
import { activateLanguage } from '@/lib/i18n/i18n';

afterEach(async () => {
  await activateLanguage('en');
});

describe('messages that share an English word but not a meaning', () => {
  it('are the same in English', () => {
    render(
      <>
        <PollStatusBadge status="open" />
        <ReportStatusBadge status="open" />
      </>,
    );
    expect(screen.getAllByText('Open')).toHaveLength(2);
  });

  it('says an open poll and an open report differently in Spanish', async () => {
    await activateLanguage('es');
    const { container } = render(
      <>
        <PollStatusBadge status="open" />
        <ReportStatusBadge status="open" />
      </>,
    );
    expect(container.querySelector('.poll-status')).toHaveTextContent(/^Abierta$/);
    expect(container.querySelector('.report-status')).toHaveTextContent(/^Abierto$/);
  });

  it('says a scheduled poll and a scheduled event differently in Spanish and in Arabic', async () => {
    await activateLanguage('es');
    const spanish = render(
      <>
        <PollStatusBadge status="scheduled" />
        <EventStatusBadge status="scheduled" />
      </>,
    );
    expect(spanish.container.querySelector('.poll-status')).toHaveTextContent(/^Programada$/);
    expect(spanish.container.querySelector('.event-status')).toHaveTextContent(/^Programado$/);
    spanish.unmount();

    await activateLanguage('ar');
    const arabic = render(
      <>
        <PollStatusBadge status="scheduled" />
        <EventStatusBadge status="scheduled" />
      </>,
    );
    // استطلاع (a poll) is masculine, فعالية (an event) feminine.
    expect(arabic.container.querySelector('.poll-status')).toHaveTextContent(/^مجدول$/);
    expect(arabic.container.querySelector('.event-status')).toHaveTextContent(/^مجدولة$/);
  });
});

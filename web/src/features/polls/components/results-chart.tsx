import { totalVotes, type PollOption, type Tallies } from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { BarChart } from '@/components/charts/bar-chart';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { textLanguage } from '@/lib/i18n/versions';

/** Below this width the option names move above their bars, which then keep most of the width. */
const NARROW_PX = 480;

/**
 * A poll's results as a horizontal bar chart. Each bar carries its count and share; the same
 * numbers are listed as text for screen readers, so the drawing itself is hidden from them (and
 * not focusable). On a narrow screen the option names sit above their bars.
 */
export function ResultsChart({
  options,
  poll,
  tallies,
  label,
}: {
  options: PollOption[];
  /** The poll the options belong to (its language is theirs unless a version is shown). */
  poll: object;
  tallies: Tallies;
  label: string;
}) {
  const total = totalVotes(tallies);
  const data = options.map((o) => {
    const votes = tallies[o.id] ?? 0;
    const share = total > 0 ? votes / total : 0;
    const language = textLanguage(o, 'label', poll);
    return { id: o.id, option: o.label, language, votes, summary: `${formatNumber(votes)} (${formatPercent(share)})` };
  });
  const shown = formatNumber(total);
  return (
    <figure className="poll-chart" aria-label={label}>
      <BarChart
        rows={data.map((d) => ({ label: d.option, lang: d.language.lang, value: d.votes, note: d.summary }))}
        narrowBelow={NARROW_PX}
      />
      <figcaption>
        {/* eslint-disable-next-line lingui/no-single-variables-to-translate -- the Plural inside carries the words */}
        <Trans>
          <span data-testid="poll-total">{shown}</span> <Plural value={total} one="vote" other="votes" />
        </Trans>
        <ul className="visually-hidden">
          {data.map((d) => (
            <li key={d.id}>
              <bdi {...d.language}>{d.option}</bdi>: {d.summary}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { HTTP_DOWNLOADS, OPEN_DATA_FILE_NAME, OPEN_DATA_MAX_AGE_SECONDS } from '@civic/domain';
import { Link } from 'react-router';
import { InfoSection } from '@/components/ui/info-section';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { httpFunctionUrl } from '@/lib/firebase/http-functions';

/**
 * /open-data: what the platform publishes for everyone and the download (functions/src/open-data,
 * docs/privacy.md "Open data"). A plain link to the function's file: no SDK on this page.
 */
export function Component() {
  const { t } = useLingui();
  const minutes = OPEN_DATA_MAX_AGE_SECONDS / 60;
  return (
    <div className="stack info-page">
      <PageHeader
        title={t`Open data`}
        description={<Trans>The platform’s public results, free for anyone to download, check and reuse.</Trans>}
      />
      <InfoSection id="open-data-download" title={<Trans>Download</Trans>}>
        <p>
          <Trans>One JSON file with every public result. It is rebuilt at most every {minutes} minutes.</Trans>
        </p>
        <p>
          <a className="button" href={httpFunctionUrl(HTTP_DOWNLOADS.getOpenData)} download={OPEN_DATA_FILE_NAME}>
            <Trans>Download the open data (JSON)</Trans>
          </a>
        </p>
      </InfoSection>
      <InfoSection id="open-data-contents" title={<Trans>What the file holds</Trans>}>
        <ul className="info-page__list">
          <li>
            <Trans>Closed polls whose results are public, with their final tallies.</Trans>
          </li>
          <li>
            <Trans>
              Live questions’ results as the room saw them: word-cloud entries, scale averages, answer counts.
            </Trans>
          </li>
          <li>
            <Trans>
              Published constitutional votes: the totals per article, every receipt and the fingerprint, so anyone can
              check that their receipt was counted.
            </Trans>
          </li>
          <li>
            <Trans>
              Ended public events with their attendance (unique, engaged and peak viewers) and how many comments were
              held, hidden or removed.
            </Trans>
          </li>
          <li>
            <Trans>
              Published replays: each event’s date, length and agenda, and the final results of every poll shown during
              it.
            </Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="open-data-never" title={<Trans>What it never holds</Trans>}>
        <p>
          <Trans>
            No names, emails or account identifiers, and no text of comments or answers. How we handle personal data is
            on the <Link to={paths.privacy}>privacy page</Link>.
          </Trans>
        </p>
      </InfoSection>
    </div>
  );
}

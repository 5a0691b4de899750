import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_RETENTION_DAYS, COLLECTIONS, VIEWER_TTL_MS, sweptAfterDays } from '@civic/domain';
import { Link } from 'react-router';
import { InfoSection } from '@/components/ui/info-section';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** A period in days, in the reader's language. */
function Days({ days }: { days: number }) {
  return <Plural value={days} one="# day" other="# days" />;
}

/**
 * /privacy: in plain words what Civic Live holds about a person, why, for how long (the retention
 * table of docs/privacy.md, its periods from domain/src/retention.ts) and how to get or delete it.
 */
export function Component() {
  const { t } = useLingui();
  const heartbeatMinutes = VIEWER_TTL_MS / 60_000;
  return (
    <div className="stack info-page">
      <PageHeader
        title={t`Privacy`}
        description={
          <Trans>What Civic Live keeps about you, why, for how long, and how to get a copy or delete it.</Trans>
        }
      />
      <InfoSection id="privacy-what" title={<Trans>What we hold, and why</Trans>}>
        <ul className="info-page__list">
          <li>
            <Trans>
              <strong>Your account</strong>: your email, your display name, your role and your language, to sign you in
              and show your name with what you post. Your password is kept only as a hash by the sign-in service.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>What you do in events</strong>: comments and questions, upvotes, reactions, poll votes, answers to
              live questions and trivia games, so each person counts once and the conversation can be followed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you watch</strong>: a signal that you are in the live room and when you joined, to count
              viewers and stop floods.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Reports you file</strong>, with what happened to them, so administrators can handle them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The constitutional vote</strong>: whether you are on the census and whether you voted. Never how
              you voted: your ballot is stored with its receipt only, not with you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>An account an administrator creates for you</strong>: its first answer, which may hold your
              temporary password, is kept for one hour so that a lost connection does not create the account twice, then
              deleted. Change that password when you first sign in.
            </Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="privacy-how-long" title={<Trans>How long we keep it</Trans>}>
        <ul className="info-page__list">
          <li>
            <Trans>
              Your account, comments, votes and answers: as long as your account exists, or until the event or poll is
              deleted.
            </Trans>
          </li>
          <li>
            <Trans>The signal that you are watching: {heartbeatMinutes} minutes after you leave.</Trans>
          </li>
          <li>
            <Trans>
              When you joined an event: <Days days={sweptAfterDays(COLLECTIONS.viewerJoins)} />.
            </Trans>
          </li>
          <li>
            <Trans>
              Reports: while they are being handled, then <Days days={sweptAfterDays(COLLECTIONS.reports)} /> after they
              are closed.
            </Trans>
          </li>
          <li>
            <Trans>
              Trivia games, with your scores and answers: <Days days={sweptAfterDays(COLLECTIONS.games)} /> after the
              game ends.
            </Trans>
          </li>
          <li>
            <Trans>The temporary password of an account an administrator created: one hour.</Trans>
          </li>
          <li>
            <Trans>
              The record of what administrators did: <Days days={AUDIT_RETENTION_DAYS} />.
            </Trans>
          </li>
          <li>
            <Trans>
              The constitutional census and the published result: for good, so that anyone can check the count.
            </Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="privacy-who" title={<Trans>Who can see it</Trans>}>
        <p>
          <Trans>
            Other people see your display name with your comments and on game leaderboards. The city’s administrators
            see accounts, reports and held comments to run the platform and moderate it; every screen that shows them
            says so.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection id="privacy-yours" title={<Trans>Download or delete your data</Trans>}>
        <p>
          <Trans>
            On <Link to={paths.user.profile}>your profile</Link>, “Download my data” gives you a file with everything
            tied to your account, and “Delete my account” removes it. Your votes stay counted without your name.
          </Trans>
        </p>
        <p>
          <Trans>
            The results we publish for everyone are on the <Link to={paths.openData}>open data</Link> page, without any
            personal data.
          </Trans>
        </p>
      </InfoSection>
    </div>
  );
}

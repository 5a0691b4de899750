import { Trans } from '@lingui/react/macro';
import type { OwnProfile } from '../api/get-own-profile';

/**
 * Role, eligibility and status: shown, never editable here (only administrators change them).
 * Eligibility is a citizen's: administrators never vote in the constitutional vote.
 */
export function AccountFacts({ profile }: { profile: OwnProfile }) {
  const isAdmin = profile.role === 'admin';
  return (
    <section className="card stack" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title">
        <Trans>Your account</Trans>
      </h2>
      <dl className="facts">
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <bdi>{profile.email}</bdi>
        </dd>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>{isAdmin ? <Trans>Administrator</Trans> : <Trans>Citizen</Trans>}</dd>
        {!isAdmin && (
          <>
            <dt>
              <Trans>Constitutional vote</Trans>
            </dt>
            <dd>{profile.eligible ? <Trans>Eligible to vote</Trans> : <Trans>Not eligible</Trans>}</dd>
          </>
        )}
      </dl>
      <p className="muted">
        {isAdmin ? (
          <Trans>Only another administrator can change your role.</Trans>
        ) : (
          <Trans>Only an administrator can change your role or eligibility.</Trans>
        )}
      </p>
    </section>
  );
}

import type { OwnProfile } from '../api/get-own-profile';

/**
 * Role, eligibility and status: shown, never editable here (only administrators change them).
 * Eligibility is a citizen's: administrators never vote in the constitutional vote.
 */
export function AccountFacts({ profile }: { profile: OwnProfile }) {
  const isAdmin = profile.role === 'admin';
  return (
    <section className="card stack" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title">Your account</h2>
      <dl className="facts">
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Role</dt>
        <dd>{isAdmin ? 'Administrator' : 'Citizen'}</dd>
        {!isAdmin && (
          <>
            <dt>Constitutional vote</dt>
            <dd>{profile.eligible ? 'Eligible to vote' : 'Not eligible'}</dd>
          </>
        )}
      </dl>
      <p className="muted">
        {isAdmin
          ? 'Only another administrator can change your role.'
          : 'Only an administrator can change your role or eligibility.'}
      </p>
    </section>
  );
}

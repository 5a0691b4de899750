import type { OwnProfile } from '../api/own-profile';

/** Role, eligibility and status: shown, never editable here (only administrators change them). */
export function AccountFacts({ profile }: { profile: OwnProfile }) {
  return (
    <section className="card stack" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title">Your account</h2>
      <dl className="facts">
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Role</dt>
        <dd>{profile.role === 'admin' ? 'Administrator' : 'Citizen'}</dd>
        <dt>Constitutional vote</dt>
        <dd>{profile.eligible ? 'Eligible to vote' : 'Not eligible'}</dd>
      </dl>
      <p className="muted">Only an administrator can change your role or eligibility.</p>
    </section>
  );
}

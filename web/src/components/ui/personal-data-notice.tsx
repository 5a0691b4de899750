import { Trans } from '@lingui/react/macro';

/**
 * The one line every admin screen showing personal data carries (issue 34): who can see it and
 * what for. Firestore rules enforce it; this tells the admin, and whoever looks over their shoulder.
 */
export function PersonalDataNotice() {
  return (
    <p className="personal-data-notice muted" role="note">
      <Trans>
        Personal data: only administrators can see this screen. Use it to run and moderate the platform only.
      </Trans>
    </p>
  );
}

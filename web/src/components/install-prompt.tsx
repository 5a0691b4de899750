import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { acceptInstall, dismissInstall, hideInstallForever, useInstallOffer } from '@/lib/pwa/install-prompt';

/** The install offer, at the bottom of the screen while the browser says the app is installable. */
export function InstallPrompt() {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <aside className="install-prompt card" aria-labelledby="install-title">
      <h2 id="install-title">
        <Trans>Install Civic Live</Trans>
      </h2>
      <p className="muted">
        <Trans>Open live events from your home screen, full screen, in one tap.</Trans>
      </p>
      <div className="install-prompt__actions">
        <Button onClick={() => void acceptInstall()}>
          <Trans>Install</Trans>
        </Button>
        <Button variant="secondary" onClick={dismissInstall}>
          <Trans>Not now</Trans>
        </Button>
        <Button variant="secondary" onClick={hideInstallForever}>
          <Trans>Don’t ask again</Trans>
        </Button>
      </div>
    </aside>
  );
}

import { Button } from '@/components/ui/button';
import { acceptInstall, dismissInstall, hideInstallForever, useInstallOffer } from '@/lib/pwa/install-prompt';

/** The install offer, at the bottom of the screen while the browser says the app is installable. */
export function InstallPrompt() {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <aside className="install-prompt card" aria-labelledby="install-title">
      <h2 id="install-title">Install Civic Live</h2>
      <p className="muted">Open live events from your home screen, full screen, in one tap.</p>
      <div className="install-prompt__actions">
        <Button onClick={() => void acceptInstall()}>Install</Button>
        <Button variant="secondary" onClick={dismissInstall}>
          Not now
        </Button>
        <Button variant="secondary" onClick={hideInstallForever}>
          Don’t ask again
        </Button>
      </div>
    </aside>
  );
}

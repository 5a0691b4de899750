import { DeleteAccountCard } from './delete-account-card';
import { DownloadMyDataCard } from './download-my-data-card';

/**
 * The profile's last section: the person's own data, download and deletion (docs/personal-data.md).
 * Loaded after the rest of the profile (below the fold), so the screen's first script stays at its size.
 */
export function Component({ uid, isAdmin }: { uid: string; isAdmin: boolean }) {
  return (
    <>
      <DownloadMyDataCard uid={uid} />
      <DeleteAccountCard isAdmin={isAdmin} />
    </>
  );
}

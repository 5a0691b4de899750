import type { FirestoreLocation } from '@civic/domain';
import { Trans } from '@lingui/react/macro';

const LOCATIONS: FirestoreLocation[] = ['us-central1', 'nam5'];

/** Which Firestore location the prices are for: the single region by default, or the multi-region. */
export function LocationPicker({
  value,
  onChange,
}: {
  value: FirestoreLocation;
  onChange: (location: FirestoreLocation) => void;
}) {
  return (
    <label className="field event-cost__location">
      <Trans>Priced for Firestore in</Trans>
      <select value={value} onChange={(e) => onChange(e.target.value as FirestoreLocation)}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {location}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * List prices the cost model (cost-model.ts, docs/scale.md) turns operations into dollars with.
 * The one reviewed place for them: change a price here, with its date and source, and every
 * estimate follows. Prices beyond the free tiers, in US dollars; the free tiers (Firestore 50 000
 * reads / 20 000 writes / 20 000 deletes a day, Cloud Run 2 million requests / 180 000 vCPU-s /
 * 360 000 GiB-s a month) are left out on purpose: a city's project spends them on other days.
 *
 * Firestore (Standard edition), charged per document read, write and delete:
 *   - nam5 (multi-region): $0.06 / $0.18 / $0.02 per 100 000 — the multi-region table of the
 *     Firestore pricing page (https://firebase.google.com/docs/firestore/pricing, also quoted in
 *     copies of it), unchanged since launch.
 *   - us-central1 (single region): $0.03 reads / $0.09 writes per 100 000 — the pricing page's
 *     per-location table is drawn by script and was not in the stored copy we could read; these
 *     two figures are confirmed by a third-party guide quoting the US regional price
 *     (https://airbyte.com/data-engineering-resources/google-firestore-pricing). The delete
 *     price, $0.01, is NOT confirmed: it is half the multi-region price, as reads and writes are.
 *     Deletes weigh little in every estimate here.
 *   - Aggregations (count(), sum()) bill one read per batch of up to 1 000 index entries, at least
 *     one; a listener bills one read per document added or changed in its result set, and a query
 *     with no result at least one (same page).
 * Cloud Functions for Firebase (2nd gen) run on Cloud Run and are billed as Cloud Run request-based
 * services (https://cloud.google.com/run/pricing, Tier 1 regions such as us-central1):
 * $0.40 per million requests, $0.000024 per vCPU-second, $0.0000025 per GiB-second, each
 * request's time rounded up to 100 ms. Our functions run at 256 MiB and 1 vCPU (firebase-functions'
 * default CPU for up to 2 GB; functions/src/platform/callable.ts sets the memory).
 */
export const PRICES_CHECKED_ON = '2026-11-27';

export type FirestoreLocation = 'us-central1' | 'nam5';

export interface FirestorePrices {
  readsPer100k: number;
  writesPer100k: number;
  deletesPer100k: number;
}

export const FIRESTORE_PRICES: Record<FirestoreLocation, FirestorePrices> = {
  'us-central1': { readsPer100k: 0.03, writesPer100k: 0.09, deletesPer100k: 0.01 },
  nam5: { readsPer100k: 0.06, writesPer100k: 0.18, deletesPer100k: 0.02 },
};

export const FUNCTION_PRICES = {
  perMillionInvocations: 0.4,
  perVcpuSecond: 0.000024,
  perGibSecond: 0.0000025,
  /** Each request's billed time is rounded up to this (Cloud Run pricing). */
  billedIncrementMs: 100,
} as const;

/** What one instance of our functions holds while it runs (see above). */
export const FUNCTION_SIZE = { memoryGib: 0.25, vcpu: 1 } as const;

export const PRICE_SOURCES = [
  'https://firebase.google.com/docs/firestore/pricing',
  'https://airbyte.com/data-engineering-resources/google-firestore-pricing',
  'https://cloud.google.com/run/pricing',
] as const;

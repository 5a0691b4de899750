/**
 * A server whose account trigger has not run yet, for the tests of a first sign-up and a first
 * login (docs/trust.md, "A new account's first minutes"): the account exists, its record and role
 * come when the test calls `provision()`, and whoever listens to the record hears each step.
 */
type RecordListener = (snapshot: { exists(): boolean }) => void;

export function slowProvisioning() {
  /** What the server has done for the new account so far. */
  const server = { recordWritten: false, roleGiven: false };
  const recordListeners = new Set<RecordListener>();
  const snapshotNow = () => ({ exists: () => server.recordWritten });
  return {
    server,
    snapshotNow,
    /** The account trigger's run: the record, then the role claim (and the record's bump). */
    provision() {
      server.recordWritten = true;
      for (const listener of recordListeners) listener(snapshotNow());
      server.roleGiven = true;
      for (const listener of recordListeners) listener(snapshotNow());
    },
    /** Stands for `listenToAccountRecord` (lib/session/account-record.ts). */
    listenToAccountRecord(_uid: string, next: RecordListener) {
      recordListeners.add(next);
      queueMicrotask(() => next(snapshotNow()));
      return () => recordListeners.delete(next);
    },
  };
}

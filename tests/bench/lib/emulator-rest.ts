/**
 * Many simulated clients without many SDK instances: Firestore REST commits against the emulator
 * with unsigned ID tokens (as @firebase/rules-unit-testing makes), so the rules still decide.
 */
import { emulatorAddress, PROJECT_ID } from '../../support/emulators/stack.js';
import { emulatorToken } from '../../support/emulators/emulator-token.js';
import { COLLECTIONS, type ReactionId } from '@civic/domain';

export const DOCUMENTS_ROOT = `projects/${PROJECT_ID}/databases/(default)/documents`;

/** One REST commit as `uid`; true when the rules accepted it. */
export async function commitAs(uid: string, writes: object[]): Promise<boolean> {
  const response = await fetch(`${emulatorAddress('firestore').origin}/v1/${DOCUMENTS_ROOT}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${emulatorToken(uid)}` },
    body: JSON.stringify({ writes }),
  });
  return response.ok;
}

/** One reaction as the live room's page writes it (+1 on the viewer's own counter); true if accepted. */
export const reactAs = (eventId: string, uid: string, id: ReactionId) =>
  commitAs(uid, [
    {
      update: {
        name: `${DOCUMENTS_ROOT}/${COLLECTIONS.events}/${eventId}/${COLLECTIONS.reactions}/${uid}`,
        fields: { last: { stringValue: id } },
      },
      updateMask: { fieldPaths: ['last'] },
      updateTransforms: [
        { fieldPath: `counts.${id}`, increment: { integerValue: '1' } },
        { fieldPath: 'sentAt', setToServerValue: 'REQUEST_TIME' },
      ],
    },
  ]);

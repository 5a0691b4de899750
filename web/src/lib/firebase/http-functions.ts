import { FUNCTIONS_REGION } from '@civic/domain';
import { emulatorOrigin, emulators, projectId } from '@/config/env';

/** URL of an HTTP (non-callable) function such as getUserByUid; needs no Functions SDK. */
export function httpFunctionUrl(name: string): string {
  return emulators.has('functions')
    ? `${emulatorOrigin('functions')}/${projectId}/${FUNCTIONS_REGION}/${name}`
    : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/${name}`;
}

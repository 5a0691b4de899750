import { FUNCTIONS_REGION } from '@civic/domain';
import { logger } from 'firebase-functions';
import * as functionsV1 from 'firebase-functions/v1';
import { provisionAccount } from './lib/provisionAccount.js';

/**
 * Runs for every new Auth account (sign-up, admin creation, bulk import).
 * A v1 auth trigger rather than a blocking `beforeUserCreated`: it works on plain Firebase Auth
 * without the Identity Platform upgrade, and `provisionAccount` makes retries harmless.
 */
export const onAccountCreated = functionsV1
  .region(FUNCTIONS_REGION)
  .auth.user()
  .onCreate(async (user) => {
    const provisioned = await provisionAccount(user);
    logger.info('account provisioned', { uid: user.uid, ...provisioned });
  });

/**
 * An account an administrator made (user creator, CSV import) never received a verification email,
 * and an unverified account may not post where others read (docs/trust.md "Unverified email
 * addresses"). Its profile says so and sends the link; once the link is opened, the profile says
 * the address is verified and the server lets the account post.
 */
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { screenshotEveryWay, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { PHONE } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { emulatorAddress, PROJECT_ID } from '../support/emulators/stack.js';
import { paths } from '@/config/paths';

const { signedInPage } = browserPages();

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The verification links the Auth emulator "sent" to `email` (it keeps them instead of mailing). */
async function verificationLinks(email: string): Promise<string[]> {
  const response = await fetch(`${emulatorAddress('auth').origin}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink);
}

describe('email verification from the profile', () => {
  it('an unverified citizen sends the link from the profile, opens it, and the profile says verified', async () => {
    const citizen = await createTestAccount('user', { verified: false });
    const page = await signedInPage(citizen, paths.user.profile, { viewport: PHONE, loginTimeout: 90_000 });
    const card = page.getByRole('region', { name: 'Email address' });
    await eventually(() => card.getByText('Not verified yet.').isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshotEveryWay(page, 'email-unverified');

    expect(await verificationLinks(citizen.email)).toEqual([]);
    await card.getByRole('button', { name: 'Send verification link' }).click();
    await eventually(() =>
      page.getByText(`Verification link sent to ${citizen.email}`, { exact: false }).isVisible(),
    ).toBe(true);
    const [link] = await verificationLinks(citizen.email);
    expect(link).toBeTruthy();
    // Opening the link (as the citizen would from their mailbox) verifies the address.
    expect((await fetch(link!)).ok).toBe(true);

    await card.getByRole('button', { name: 'I have opened the link' }).click();
    await eventually(() => card.getByText('Verified.', { exact: false }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Send verification link' }).count()).toBe(0);
    await screenshotEveryWay(page, 'email-verified');
  });
});

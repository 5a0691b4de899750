/**
 * No screen scrolls sideways on a 360 px phone (the narrowest common width). Every route as a
 * visitor, a user and an admin, in English and Arabic, is measured by the axe sweep on the screen
 * it has loaded (axe-sweep.test.ts: one walk of the routes for both checks). Here: the screens whose
 * wide tables must scroll inside their own box, measured with their tables filled — the import
 * preview, the user list and the ad-poll counts.
 */
import { describe, expect, it } from 'vitest';
import { appOrigin, screenshot, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { createOpenPoll } from '../support/fixtures/live-events.js';
import { pageAs } from '../support/browser/screens.js';
import { paths } from '@/config/paths';

const PHONE = { width: 360, height: 740 };

const pages = browserPages();

describe('at 360 px, screens with wide tables', () => {
  it('the import preview, the user list and the ad-poll counts stay inside the phone', async () => {
    const page = await pageAs(pages, 'admin', PHONE);

    await page.goto(`${appOrigin()}${paths.userUploader}`);
    await page.getByLabel('CSV file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,displayName,role,eligible\n' +
          'a-very-long-address-for-a-narrow-phone@test.civic,Someone With A Long Name,user,true\n' +
          'not-an-email,Bad,user,false\n',
      ),
    });
    await page.getByText('1 ready to import').waitFor();
    await screenshot(page, 'phone-360-uploader-preview');
    expect(await sidewaysOverflow(page)).toEqual([]);

    await page.goto(`${appOrigin()}${paths.admin.usermgmt}`);
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'phone-360-usermgmt');
    expect(await sidewaysOverflow(page)).toEqual([]);

    const question = `Which long-named sponsor should fund the night buses? ${Date.now()}`;
    await createOpenPoll(question, ['Yes', 'No'], {
      name: 'The Extraordinarily Long-Named Municipal Transport Sponsor',
      logoUrl: 'https://sponsor.example/logo.png',
      link: 'https://sponsor.example/',
    });
    await page.goto(`${appOrigin()}${paths.admin.adpolls}`);
    await page.getByRole('table', { name: 'Per ad poll' }).getByRole('row', { name: question }).waitFor();
    await page.getByText(/^Counted at /).waitFor();
    await screenshot(page, 'phone-360-adpolls');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.context().close();
  });
});

import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { solveCaptcha } from '../support/captcha';
import { gotoHydrated } from '../support/hydration';
import { uniqueEmail } from '../support/unique';

/** A small, real PDF: one empty page. The server sniffs the CV's content, so a renamed text file would not do. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('careers', () => {
  test('each job toggle is named by the words it shows, and a click on its department opens it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/careers');
    const toggle = page.getByRole('button', { name: 'Test Engineer', exact: true });
    await expect(toggle).toBeVisible();
    // label-content-name-mismatch is one of axe's experimental rules, off unless asked for.
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.map((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
    // The whole header is the toggle's target, not only the title.
    // The button's ::after lies over the department, so the click goes to the header at the department's place.
    const header = page.locator('.job-item__header', { has: toggle });
    const [headerBox, departmentBox] = await Promise.all([
      header.boundingBox(),
      header.locator('.job-item__department').boundingBox(),
    ]);
    await header.click({
      position: {
        x: departmentBox!.x - headerBox!.x + departmentBox!.width / 2,
        y: departmentBox!.y - headerBox!.y + departmentBox!.height / 2,
      },
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the Join Our Team accordion keeps one job open at a time', async ({ page }) => {
    await gotoHydrated(page, '/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    const fieldServices = page.getByRole('button', { name: 'Field Services Engineer', exact: true });
    const testEngineer = page.getByRole('button', { name: 'Test Engineer', exact: true });
    await expect(fieldServices).toHaveAttribute('aria-expanded', 'false');
    await expect(testEngineer).toHaveAttribute('aria-expanded', 'false');

    await fieldServices.click();
    await expect(fieldServices).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Field Services Engineer' })).toBeVisible();

    await testEngineer.click();
    await expect(testEngineer).toHaveAttribute('aria-expanded', 'true');
    await expect(fieldServices).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Field Services Engineer' })).toBeHidden();
    // The Test Engineer has no location, so its description shows.
    await expect(
      page.getByRole('region', { name: 'Test Engineer' }).getByText(/^Join the engineering team/),
    ).toBeVisible();
  });

  test('an application with its CV is sent, listed for the admin and its CV downloads', async ({ page }) => {
    const email = uniqueEmail('careers');
    const fullName = `Ada Lovelace ${email.slice(8, 14)}`;
    await gotoHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Field Services Engineer', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Now: Field Services Engineer' }).click();

    const dialog = page.getByRole('dialog', { name: 'Apply for Field Services Engineer' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel(/^Full Name/).fill(fullName);
    await dialog.getByLabel(/^Email/).fill(email);
    const contact = dialog.getByLabel(/^Contact Number/);
    await contact.fill('+1 (415) 555-0134');
    await contact.blur();
    await expect(contact).toHaveValue('+14155550134');
    await dialog.getByLabel(/^Total Experience/).selectOption('1 Year to 10 Year');
    await dialog.getByLabel(/^Upload CV/).setInputFiles({
      name: 'ada-lovelace-cv.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    // The backdrop does not dismiss the dialog.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await solveCaptcha(page);

    await expect(submit).toBeEnabled();
    const response = page.waitForResponse('**/api/JobApply/CreateJobApplication');
    await submit.click();
    const answer = (await (await response).json()) as { responseStatusCode: number; message: string };
    expect(answer.responseStatusCode).toBe(200);
    await expect(dialog.getByRole('status').filter({ hasText: answer.message })).toBeVisible();
    await expect(dialog.getByLabel(/^Full Name/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    await signIn(page, 'admin');
    await gotoHydrated(page, '/admin/job-applications');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('rowheader', { name: fullName })).toBeVisible();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download CV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ada-lovelace-cv.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { openAs } from './helpers';

/** The number a badge reads, e.g. 3 from "3 open reminders". */
async function countOf(badge: Locator) {
  await expect(badge).toBeVisible();
  return Number((await badge.textContent())?.match(/\d+/)?.[0]);
}

async function choose(page: Page, scope: Page | Locator, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a csr works a property: header, call log, reminder, status, archive, navigation and history', async ({ page }) => {
  // Some thirty steps through the property view's tabs and dialogs: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await openAs(page, 'demo-csr', '/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  await page
    .getByRole('row', { name: /Dana Whitfield/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  const firstUrl = page.url();

  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  await expect(page.getByText('customer@lawndesk.test').first()).toBeVisible();
  await expect(page.getByText('(512) 555-0199').first()).toBeVisible();
  await expect(page.getByText('Market: Austin')).toBeVisible();
  await expect(page.getByText('1 of 2')).toBeVisible();

  const callLogBadge = page.getByText(/^\d+ call logs?$/);
  const callLogs = await countOf(callLogBadge);
  await page.getByRole('tab', { name: 'Call logs' }).click();
  await page.getByRole('button', { name: 'Add call log' }).click();
  const callLogDialog = page.getByRole('dialog', { name: 'Add call log' });
  await choose(page, callLogDialog, 'Code', 'C – Complaint');
  await callLogDialog.getByLabel('Call log').fill('Asked to move the mow day to Thursday.');
  await callLogDialog.getByLabel('Billable').check();
  await expect(callLogDialog.getByText('Billable: $20')).toBeVisible();
  await callLogDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Call log added.')).toBeVisible();
  await expect(callLogDialog).toBeHidden();
  await expect(page.getByText('Asked to move the mow day to Thursday.')).toBeVisible();
  await expect(callLogBadge).toHaveText(`${callLogs + 1} call logs`);

  const reminderBadge = page.getByText(/^\d+ open reminders?$/);
  const reminders = await countOf(reminderBadge);
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await page.getByRole('button', { name: 'Add reminder' }).click();
  const reminderDialog = page.getByRole('dialog', { name: 'Add reminder' });
  await reminderDialog.getByRole('button', { name: 'Save' }).click();
  await expect(reminderDialog.getByText('Assignee is required.')).toBeVisible();
  await reminderDialog.getByLabel('Date').fill('2026-12-01');
  await reminderDialog.getByLabel('Note').fill('Call back about the Thursday mow day.');
  await choose(page, reminderDialog, 'Priority', 'High');
  await choose(page, reminderDialog, 'Assignee', 'Casey Rivera');
  await reminderDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder added.')).toBeVisible();
  await expect(reminderDialog).toBeHidden();
  await expect(page.getByText('Call back about the Thursday mow day.')).toBeVisible();
  await expect(reminderBadge).toHaveText(`${reminders + 1} open reminder${reminders + 1 === 1 ? '' : 's'}`);

  await choose(page, page, 'Status', 'Past');
  const statusDialog = page.getByRole('dialog', { name: 'Past customer type and reason' });
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusDialog.getByText('Customer type is required.')).toBeVisible();
  await expect(statusDialog.getByText('Reason is required.')).toBeVisible();
  await choose(page, statusDialog, 'Past customer type', 'Past');
  await statusDialog.getByLabel('Reason').fill('Moved out of town.');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status changed.')).toBeVisible();
  await expect(statusDialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Past');

  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog', { name: 'Archive this property?' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Property archived.')).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Property restored.')).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeHidden();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Property status changed').first()).toBeVisible();
  await expect(history.getByText('Status: active → past').first()).toBeVisible();
  await expect(history.getByText('Reason: — → Moved out of town.').first()).toBeVisible();
  await expect(history.getByText('Property archived').first()).toBeVisible();
  await expect(history.getByText('Property restored').first()).toBeVisible();
  await expect(history.getByText('Text: — → Asked to move the mow day to Thursday.').first()).toBeVisible();
  await expect(history.getByText('Note: — → Call back about the Thursday mow day.').first()).toBeVisible();

  // Back to active, so the demo customer reads as before for anyone after this test.
  await choose(page, page, 'Status', 'Active');
  await expect(page.getByText('Status changed.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/customers\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByText('2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('a csr picks a time cap from the choices System Settings gives', async ({ page }) => {
  // Answered here rather than saved, so the other specs sharing the e2e database keep the default settings.
  await page.route('**/api/v1/settings/time-cap-config-detail', (route) =>
    route.fulfill({
      json: {
        status: 200,
        data: { maxHours: 1.5, difference: 0.5, bnbReminderMinutes: 30, customerResponseTimeoutMinutes: 60, options: [0.5, 1, 1.5] },
      },
    }),
  );
  await openAs(page, 'demo-csr', '/customers');
  await page.getByPlaceholder('Name, e-mail, phone, address or zip').fill('whitfield');
  await page
    .getByRole('row', { name: /Dana Whitfield/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Services' }).click();

  const timeCap = page.getByRole('combobox', { name: 'Time cap' }).first();
  await timeCap.click();
  await expect(page.getByRole('option')).toHaveText(['Off', '0.5 h', '1 h', '1.5 h']);
  await page.getByRole('option', { name: '1.5 h', exact: true }).click();
  await expect(page.getByText('Time cap updated.')).toBeVisible();
  await expect(timeCap).toHaveText('1.5 h');

  await timeCap.click();
  await page.getByRole('option', { name: 'Off', exact: true }).click();
  await expect(page.getByText('Time cap updated.').first()).toBeVisible();
  await expect(timeCap).toHaveText('Off');
});

// axe-core over every screen the admin can open, in the light and the dark theme: no serious or critical WCAG 2.1 A/AA
// violation (docs/accessibility.md; the public pages and the other kinds of user: accessibility.spec.ts).
import { expect, test } from '@playwright/test';
import { keepInside, USERS, userScreensViolations } from './axeSweep';

test.beforeEach(({ page }) => keepInside(page));

for (const user of USERS.filter((user) => user.username === 'demo-admin')) {
  test(`every screen ${user.username} opens has no serious or critical violations, light and dark`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const found = await userScreensViolations(page, request, user);
    expect(found, found.join('\n')).toEqual([]);
  });
}

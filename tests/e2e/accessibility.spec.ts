// axe-core over the sign-in and public pages and every screen the csr, a vendor, a crew and a customer can open (the
// table in common/screens.ts), in the light and the dark theme: no serious or critical WCAG 2.1 A/AA violation
// (docs/accessibility.md). The admin's screens, the longest sweep, are in accessibilityAdmin.spec.ts, so that the two
// halves can run in different shards.
import { expect, test } from '@playwright/test';
import { keepInside, publicPagesViolations, THEMES, USERS, userScreensViolations } from './axeSweep';

test.beforeEach(({ page }) => keepInside(page));

for (const theme of THEMES) {
  test(`the sign-in and public pages have no serious or critical violations (${theme})`, async ({ page }) => {
    // Every sign-in and public page, each scanned by axe: about a minute on a slow 2-core machine, past the default 60 s.
    test.setTimeout(300_000);
    const found = await publicPagesViolations(page, theme);
    expect(found, found.join('\n')).toEqual([]);
  });
}

for (const user of USERS.filter((user) => user.username !== 'demo-admin')) {
  test(`every screen ${user.username} opens has no serious or critical violations, light and dark`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const found = await userScreensViolations(page, request, user);
    expect(found, found.join('\n')).toEqual([]);
  });
}

import { describe, expect, it } from 'vitest';
import { isCrewAppPath } from './homePaths';

describe("the pages the crew's own start serves", () => {
  it("are the crew's day and map, with or without a trailing slash", () => {
    for (const path of ['/crew/dashboard', '/crew/map-crew', '/crew/dashboard/']) expect(isCrewAppPath(path)).toBe(true);
  });

  it('are no other page, the crew’s sign-in and the staff’s map included', () => {
    for (const path of ['/crew', '/crew/login', '/map-crew', '/crew/dashboard/x', '/dashboard', '/profile'])
      expect(isCrewAppPath(path)).toBe(false);
  });
});

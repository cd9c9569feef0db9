import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './publicPaths';

describe('the public pages that start without the app', () => {
  it('are the pay link, a quote and a visit page, by their token', () => {
    for (const path of ['/pay/abc123', '/quote/q-1/', '/visit/v_9']) expect(isPublicPagePath(path)).toBe(true);
  });

  it('are no other page, nor a page under one', () => {
    for (const path of ['/pay', '/pay/', '/quote/a/b', '/customers/dashboard', '/crew/dashboard', '/visits/1', '/login'])
      expect(isPublicPagePath(path)).toBe(false);
  });
});

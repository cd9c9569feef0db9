import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let custom: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  custom = await createTestApp({ mapTileUrl: 'https://maps.example.com/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await t.close();
  await custom.close();
});

describe('security headers', () => {
  it('sends the Content-Security-Policy, nosniff, frame denial and a same-origin referrer on API answers and pages', async () => {
    for (const url of ['/api/v1/health', '/login', '/api/v1/no-such-route']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://*.tile.openstreetmap.org;"
          + "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('admits the configured tile server instead of OpenStreetMap', async () => {
    const csp = (await custom.app.inject({ url: '/api/v1/health' })).headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://maps.example.com;");
    expect(csp).not.toContain('openstreetmap');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let custom: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  custom = await createTestApp({
    mapTileUrl: 'https://maps.example.com/{z}/{x}/{y}.png',
    gatewayHosts: { sandboxUrl: 'http://127.0.0.1:4700', paytraceProtectUrl: 'https://protect.sandbox.paytrace.com/js/protect.min.js' },
  });
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
        "default-src 'self';script-src 'self' https://protect.paytrace.com;style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://*.tile.openstreetmap.org;" +
          "font-src 'self' data:;connect-src 'self';frame-src https://protect.paytrace.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
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

  it('admits the configured gateways’ card fields for their script and their frame only, never PayTrace’s default beside them', async () => {
    const csp = String((await custom.app.inject({ url: '/login' })).headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    const gateways = ['https://protect.sandbox.paytrace.com', 'http://127.0.0.1:4700'];
    expect(directives['script-src']).toEqual(["'self'", ...gateways]);
    expect(directives['frame-src']).toEqual(gateways);
    for (const [name, sources] of Object.entries(directives)) {
      if (name !== 'script-src' && name !== 'frame-src')
        expect(sources, name).not.toEqual(expect.arrayContaining([expect.stringMatching(/paytrace|4700/)]));
    }
    expect(csp).not.toContain('https://protect.paytrace.com');
  });
});

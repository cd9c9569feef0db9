import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

describe('server basics', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-web-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>LawnDesk</title>');
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('reports readiness with the database state, and liveness', async () => {
    const response = await t.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', ok: true } });
    const live = await t.app.inject({ url: '/api/v1/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('serves the web app for client routes and JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ url: '/customers/view/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>LawnDesk</title>');
    const api = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
  });

  it('serves the web app’s files to anyone and answers a disguised API path with the JSON 404', async () => {
    expect(t.app.registeredRoutes.filter((route) => route.url === '/index.html')).toEqual([
      { method: 'HEAD', url: '/index.html', access: { public: true }, responseStatuses: [] },
      { method: 'GET', url: '/index.html', access: { public: true }, responseStatuses: [] },
    ]);
    expect((await t.app.inject({ url: '/index.html' })).body).toContain('<title>LawnDesk</title>');
    for (const url of ['/%61pi/v1/nothing-here', '/API/v1/customers', '//api/v1/customers']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404 });
    }
  });

  it('publishes an OpenAPI document listing the markets routes', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/markets', '/api/v1/markets/{id}', '/api/v1/users/login']));
  });
});

describe('embedded database on disk', () => {
  // The one test that still migrates from scratch (on disk, then opens it again): it outlasts the default on a busy machine.
  it('keeps a market across a restart and does not seed the demo over a business', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lawndesk-data-'));
    try {
      const first = await createTestApp({ dataDir, inMemory: false, databaseUrl: undefined });
      const business = await buildBusiness(first.app);
      const { token } = await signIn(first.app, business.users.admin.username);
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/v1/markets',
        headers: bearer(token),
        payload: { name: 'El Paso', zipCodes: ['79901'], taxPercent: 8.25 },
      });
      expect(created.statusCode).toBe(201);
      await first.close();

      const second = await createTestApp({ demo: true, dataDir, inMemory: false, databaseUrl: undefined });
      const admin = await signIn(second.app, business.users.admin.username);
      const markets = await second.app.inject({ url: '/api/v1/markets', headers: bearer(admin.token) });
      expect(markets.json().map((market: { name: string }) => market.name)).toEqual([business.market.name, 'El Paso']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

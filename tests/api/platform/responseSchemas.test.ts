// The response contract: every API route names the body it answers with, so the serializer strips what the schema does
// not name and the OpenAPI document describes every response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
/** Routes that answer no JSON record: the document itself, the profile images, the quotes' and visits' photos, MMS images. */
const WITHOUT_BODY = new Set([
  `GET ${API}/openapi.json`,
  `GET ${API}/uploads/profile/:file`,
  `GET ${API}/quotes/:id/photos/:photoId`,
  `GET ${API}/public/quotes/:token/photos/:photoId`,
  `GET ${API}/work-logs/:id/photos/:photoId`,
  `GET ${API}/customer/visits/:id/photos/:photoId`,
  `GET ${API}/public/visits/:token/photos/:photoId`,
  `GET ${API}/conversations/:id/media/:mediaId`,
]);
/** Routes that only ever refuse, to say so plainly: an application record is never edited nor deleted (405). */
const ALWAYS_REFUSED = new Set([`PUT ${API}/applications/:id`, `DELETE ${API}/applications/:id`]);

describe('response schemas', () => {
  let t: TestApp;
  let business: Business;
  beforeAll(async () => {
    t = await createTestApp();
    business = await buildBusiness(t.app);
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('are declared for the success status of every API route', () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith(`${API}/`) &&
        route.method !== 'HEAD' &&
        !WITHOUT_BODY.has(`${route.method} ${route.url}`) &&
        !ALWAYS_REFUSED.has(`${route.method} ${route.url}`),
    );
    expect(apiRoutes.length).toBeGreaterThan(100);
    const missing = apiRoutes
      .filter((route) => !route.responseStatuses.some((status) => /^2\d\d$/.test(status)))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describe every response in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method, operation]) =>
            !ALWAYS_REFUSED.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`) &&
            !Object.entries(operation.responses).some(([status, answer]) => /^2\d\d$/.test(status) && (answer.content || status === '204')),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('are one of two shapes: a simple-rest resource route, or the {status, message?, data} envelope', () => {
    type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] };
    type Operation = {
      parameters?: { name: string; in: string }[];
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    };
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
        return { method: method.toUpperCase(), path, operation, schema: success?.content?.['application/json']?.schema };
      }),
    );
    // A resource's list pages with simple-rest's `range` and answers a bare array; its record routes sit beside it.
    const lists = new Set(routes.filter((route) => route.method === 'GET' && route.schema?.type === 'array').map((route) => route.path));
    const isEnvelope = (schema?: Schema) =>
      Boolean(schema?.properties?.status && (schema.properties.data || schema.properties.message) && schema.required?.includes('status'));
    const isResourceRoute = ({ method, path }: { method: string; path: string }) =>
      (method === 'GET' && lists.has(path)) ||
      (method === 'POST' && lists.has(path)) ||
      (['GET', 'PUT', 'DELETE'].includes(method) && lists.has(path.replace(/\/\{[^/}]+\}$/, '')));
    // Twilio's webhooks answer the TwiML its service reads (docs/messages.md), not our JSON shapes.
    const isTwilioWebhook = (path: string) => path.startsWith(`${API}/sms/`) || path.startsWith(`${API}/messages/sms/`);
    const stray = routes
      .filter(
        (route) =>
          route.schema &&
          !route.path.startsWith(`${API}/health`) &&
          !isTwilioWebhook(route.path) &&
          !isEnvelope(route.schema) &&
          !isResourceRoute(route),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(stray).toEqual([]);
    const unpaged = [...lists].filter(
      (path) =>
        !routes
          .find((route) => route.method === 'GET' && route.path === path)
          ?.operation.parameters?.some((parameter) => parameter.name === 'range'),
    );
    // Five resource lists answer every row and take no range: a crew's notes and the keep-alive's empty list (with
    // Content-Range), one lead's or property's quotes (asked only with one of them, read by the quote editor), one
    // property's treatment programs (a season or two each), and the customers a lead's e-mail or mobile matches.
    expect(unpaged.sort()).toEqual([
      `${API}/leads/{id}/matches`,
      `${API}/properties/{id}/programs`,
      `${API}/quotes`,
      `${API}/time-sheets`,
      `${API}/vendors/crews/{id}/notes`,
    ]);
  });

  it('keep internal columns out of the property detail', async () => {
    const { token } = await signIn(t.app, business.users.admin.username);
    const list = await t.app.inject({ url: `${API}/properties?range=[0,0]`, headers: bearer(token) });
    const [first] = list.json() as { _id: string }[];
    expect(first?._id).toBeTruthy();
    const detail = await t.app.inject({ url: `${API}/customers/properties/${first._id}`, headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    const body = detail.body;
    expect(detail.json().data._id).toBe(first._id);
    expect(body).not.toMatch(/searchText|customerSortName|search_text|customer_sort_name/);
  });
});

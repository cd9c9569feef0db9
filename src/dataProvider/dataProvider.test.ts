import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './index';

function respond(body: unknown, headers: Record<string, string> = {}, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('maps _id to id and sends the stored bearer token', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.fn(async () => respond([{ _id: 'm1', name: 'Austin' }], { 'Content-Range': 'markets 0-0/1' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createDataProvider('/api/v1').getList('markets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'aus' },
    });
    expect(result).toMatchObject({ total: 1, data: [{ id: 'm1', _id: 'm1', name: 'Austin' }] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(decodeURIComponent(url)).toBe('/api/v1/markets?filter={"q":"aus"}&range=[0,9]&sort=["name","ASC"]');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it("marks a list's total as an estimate when the server says so, and only then", async () => {
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'address', order: 'ASC' as const }, filter: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond([{ _id: 'p1' }], { 'Content-Range': 'properties 0-0/100364', 'X-Total-Estimated': 'true' })),
    );
    const provider = createDataProvider('/api/v1');
    expect(await provider.getList('properties', page)).toMatchObject({ total: 100364, meta: { totalEstimated: true } });
    const referenced = await provider.getManyReference('properties', { ...page, target: 'customerId', id: 'c1' });
    expect(referenced.meta).toEqual({ totalEstimated: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond([{ _id: 'p1' }], { 'Content-Range': 'properties 0-0/12' })),
    );
    expect((await provider.getList('properties', page)).meta).toBeUndefined();
  });

  it('keeps the server message and field errors on a failed write', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ status: 400, message: 'Name is required.', errors: { name: 'Name is required.' } }, {}, 400)),
    );
    const failure = createDataProvider('/api/v1').create('markets', { data: { name: '' } });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Name is required.',
      body: { errors: { name: 'Name is required.' } },
    });
  });

  it('sends a resource named after its API path there (crew announcements, shown at /system-settings/crew-announcement)', async () => {
    const fetchMock = vi.fn(async () => respond({ _id: 'a1', title: 'Heat safety' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createDataProvider('/api/v1').update('vendors/crew-announcements', {
      id: 'a1',
      data: { title: 'Heat safety' },
      previousData: { id: 'a1' },
    });
    expect(result.data).toMatchObject({ id: 'a1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/v1/vendors/crew-announcements/a1', 'PUT']);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createDataProvider('/api/v1').getOne('markets', { id: 'm1' })).rejects.toMatchObject({ status: 0 });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { ActivationRequestBanner } from './ActivationRequestBanner';
import { renderInAdmin } from '../../testing/AdminTestContext';

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Staff's side of the request: open until processed. */
function renderBanner(requestedAt: string | null) {
  let open = requestedAt;
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') open = null;
    return respond({ status: 200, data: { propertyId: 'pr2', requestedAt: open } });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInAdmin(
    <>
      <ActivationRequestBanner propertyId="pr2" />
      <Notification />
    </>,
    { dataProvider },
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivationRequestBanner', () => {
  it('shows nothing without an open request', async () => {
    const fetchMock = renderBanner(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Mark processed' })).not.toBeInTheDocument();
  });

  it('shows the open request and marks it processed', async () => {
    const fetchMock = renderBanner('2026-11-23T16:00:00.000Z');
    expect(await screen.findByText('The customer asked on 11/23/2026 to activate this property.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark processed' }));
    expect(await screen.findByText('The customer was told the activation request was processed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark processed' })).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/v1/properties/pr2/activation-processed');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ note: null });
  });
});

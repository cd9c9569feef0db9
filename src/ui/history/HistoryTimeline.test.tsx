import { cleanup, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { HistoryTimeline } from './HistoryTimeline';
import type { HistoryEntry } from '../../../common/schemas/activityRecord';
import { renderInAdmin } from '../../testing/AdminTestContext';

const entry = (
  values: Partial<HistoryEntry> & Pick<HistoryEntry, '_id' | 'entity' | 'action' | 'changes' | 'createdAt'>,
): HistoryEntry => ({
  entityId: 'x1',
  customerId: 'c1',
  propertyId: 'p1',
  userId: null,
  user: null,
  ...values,
});

const entries: HistoryEntry[] = [
  entry({
    _id: 'h4',
    entity: 'crew-note',
    action: 'updated',
    createdAt: '2026-03-03T14:00:00Z',
    changes: { crewNotes: { from: null, to: 'Side gate sticks' } },
  }),
  entry({
    _id: 'h3',
    entity: 'property',
    action: 'updated',
    userId: 'u1',
    user: { _id: 'u1', name: 'Casey Rivera' },
    createdAt: '2026-03-02T22:00:00Z',
    changes: {
      assigneeId: { from: null, to: 'u9' },
      lotSizeCategory: { from: 'small', to: 'medium' },
      priority: { from: 'low', to: 'high' },
    },
    names: { u9: 'Jordan Lee' },
  }),
  entry({
    _id: 'h2',
    entity: 'property',
    action: 'status-changed',
    userId: 'u1',
    user: { _id: 'u1', name: 'Casey Rivera' },
    createdAt: '2026-03-02T21:05:00Z',
    changes: { status: { from: 'active', to: 'no-renew' }, statusReason: { from: null, to: 'Moved away' } },
  }),
  entry({
    _id: 'h1',
    entity: 'call-log',
    action: 'added',
    createdAt: '2026-03-01T15:30:00Z',
    changes: { code: { from: null, to: 'C' }, price: { from: null, to: 20 }, cornerLot: { from: true, to: false } },
  }),
  entry({
    _id: 'h01',
    entity: 'payment',
    action: 'payment-success',
    createdAt: '2026-02-20T16:00:00Z',
    changes: {
      cardId: { from: null, to: 'k1' },
      amountCents: { from: null, to: 4871 },
      taxPercent: { from: null, to: 8.25 },
      workLogId: { from: null, to: 'w1' },
      item: { from: null, to: 'mow' },
    },
    names: { k1: '•••• 1111', w1: '2026-02-19' },
  }),
  entry({
    _id: 'h0',
    entity: 'service',
    action: 'next-season',
    createdAt: '2026-02-01T15:30:00Z',
    changes: { startDate: { from: '2026-02-02', to: '2027-03-01' }, frequency: { from: 1, to: 2 } },
  }),
];

async function renderTimeline(locale: 'en' | 'es', shown = entries) {
  renderInAdmin(<HistoryTimeline entries={shown} />, { store: memoryStore({ locale }) });
  const label = locale === 'en' ? 'History' : 'Historial';
  return within(await screen.findByRole('list', { name: label }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);
}

describe('HistoryTimeline', () => {
  it('shows who did what and when, with names, labels and M/D/YYYY dates instead of ids, keys and ISO dates', async () => {
    const [crewNote, assignment, statusChange, callLog, payment, season] = await renderTimeline('en');
    expect(within(crewNote).getByRole('heading')).toHaveTextContent('Crew note updated');
    expect(crewNote).toHaveTextContent('Crew notes: — → Side gate sticks');
    expect(assignment).toHaveTextContent('Casey Rivera · 03/02/2026, 4:00 PM CST');
    expect(assignment).toHaveTextContent('Assignee: — → Jordan Lee');
    expect(assignment).toHaveTextContent('Lot size category: small → medium');
    expect(assignment).toHaveTextContent('Priority: Low → High');
    expect(within(statusChange).getByRole('heading')).toHaveTextContent('Property status changed');
    expect(statusChange).toHaveTextContent('Status: Active → No renew');
    expect(statusChange).toHaveTextContent('Reason: — → Moved away');
    expect(within(callLog).getByRole('heading')).toHaveTextContent('Call log added');
    expect(callLog).toHaveTextContent('System · 03/01/2026, 9:30 AM CST');
    expect(callLog).toHaveTextContent('Code: — → C – Complaint');
    expect(callLog).toHaveTextContent('Price: — → $20.00');
    expect(callLog).toHaveTextContent('Corner lot: Yes → No');
    expect(within(payment).getByRole('heading')).toHaveTextContent('Payment charged');
    expect(payment).toHaveTextContent('Card: — → •••• 1111');
    expect(payment).toHaveTextContent('Amount: — → $48.71');
    expect(payment).toHaveTextContent('Tax rate: — → 8.25%');
    expect(payment).toHaveTextContent('Visit: — → 2/19/2026');
    expect(payment).toHaveTextContent('Item: — → Lawn Service');
    expect(within(season).getByRole('heading')).toHaveTextContent('Service moved to next season');
    expect(season).toHaveTextContent('Start date: 2/2/2026 → 3/1/2027');
    expect(season).toHaveTextContent('Frequency: Weekly → Bi-weekly');
  });

  it('speaks Spanish', async () => {
    const [, assignment, statusChange] = await renderTimeline('es');
    expect(assignment).toHaveTextContent('Prioridad: Baja → Alta');
    expect(statusChange).toHaveTextContent('Estado: Activo → Sin renovar');
  });

  it('names a declined payment’s code and says our own reason in words, not as a catalog key', async () => {
    const declined = entry({
      _id: 'h9',
      entity: 'payment',
      action: 'payment-failed',
      createdAt: '2026-02-21T16:00:00Z',
      changes: {
        failureCode: { from: null, to: 'no_card' },
        declineClass: { from: null, to: 'hard' },
        failureMessage: { from: null, to: 'server.payments.no_card_on_file' },
      },
    });
    const gateway = entry({
      _id: 'h8',
      entity: 'payment',
      action: 'payment-failed',
      createdAt: '2026-02-20T16:00:00Z',
      changes: { failureMessage: { from: null, to: 'Insufficient funds.' } },
    });
    const [ours, theirs] = await renderTimeline('en', [declined, gateway]);
    expect(ours).toHaveTextContent('Decline code: — → no_card');
    expect(ours).toHaveTextContent('Failure: — → No card on file.');
    expect(ours).toHaveTextContent('Decline class: — → Hard: never tried again');
    expect(theirs).toHaveTextContent('Failure: — → Insufficient funds.');
    cleanup();
    const [spanish] = await renderTimeline('es', [declined]);
    expect(spanish).toHaveTextContent('Código de rechazo: — → no_card');
    expect(spanish).toHaveTextContent('No hay tarjeta registrada.');
  });

  it('says so when nothing happened yet', async () => {
    renderInAdmin(<HistoryTimeline entries={[]} />, { store: memoryStore({ locale: 'en' }) });
    expect(await screen.findByText('No history yet.')).toBeInTheDocument();
  });
});

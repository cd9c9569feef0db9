import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerMessage } from '../../../common/schemas/customerMessage';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { MessagesTab } from './MessagesTab';

const AT = '2026-06-08T14:00:00.000Z';
const messages: CustomerMessage[] = [
  {
    _id: 'm1',
    channel: 'sms',
    moment: 'visit-eve',
    to: '5125550100',
    subject: null,
    body: 'Hi Dana, reminder: your lawn mowing is tomorrow, 6/9/2026. Reply STOP to opt out.',
    status: 'delivered',
    reason: null,
    dropReason: null,
    createdAt: AT,
    sentAt: AT,
  },
  {
    _id: 'm2',
    channel: 'email',
    moment: 'payment-failed',
    to: 'dana@example.com',
    subject: 'Your payment did not go through',
    body: 'Hi Dana, your payment of $48.71 did not go through.',
    status: 'failed',
    reason: '550 mailbox unavailable',
    dropReason: null,
    createdAt: AT,
    sentAt: null,
  },
];
const held: CustomerMessage = {
  _id: 'm3',
  channel: 'sms',
  moment: 'on-my-way',
  to: '5125550100',
  subject: null,
  body: 'Hi Dana, your crew is on its way. Reply STOP to opt out.',
  status: 'held',
  reason: null,
  dropReason: null,
  createdAt: AT,
  sentAt: null,
};
const dropped: CustomerMessage = { ...held, _id: 'm4', moment: 'visit-moved', status: 'dropped', dropReason: 'visit_moved' };

function renderTab(locale: 'en' | 'es' = 'en', rows = messages) {
  const dataProvider = {
    getCustomerMessages: vi.fn().mockResolvedValue(rows),
    resendCustomerMessage: vi.fn().mockResolvedValue({}),
    cancelCustomerMessage: vi.fn().mockResolvedValue({}),
    getActiveTemplates: vi.fn().mockResolvedValue([{ _id: 't1', name: 'Gate code needed', type: 'customer' }]),
    previewMail: vi.fn().mockResolvedValue({
      to: 'dana@example.com',
      subject: 'Gate code for 1400 Barton Springs Rd',
      html: '<p>Hi Dana</p>',
      text: 'Hi Dana, please send us the gate code.',
    }),
    sendTemplateMessage: vi.fn().mockResolvedValue({}),
  };
  renderInAdmin(<MessagesTab customerId="c1" propertyId="p1" />, {
    dataProvider: dataProvider as unknown as DataProvider,
    store: memoryStore({ locale }),
  });
  return dataProvider;
}

describe('MessagesTab', () => {
  it('lists each message with its channel, moment, status and the reason it failed', async () => {
    const dataProvider = renderTab();
    expect(await screen.findByText('Day-before reminder')).toBeInTheDocument();
    expect(dataProvider.getCustomerMessages).toHaveBeenCalledWith('c1');
    expect(screen.getByLabelText('Text')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Reason: 550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('Your payment did not go through')).toBeInTheDocument();
    expect(screen.getByText(/^To dana@example\.com · Written /)).toBeInTheDocument();
  });

  it('sends a message again with Resend, then reads the list again', async () => {
    const dataProvider = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the Payment failed E-mail' }));
    await waitFor(() => expect(dataProvider.resendCustomerMessage).toHaveBeenCalledWith('c1', 'm2'));
    await waitFor(() => expect(dataProvider.getCustomerMessages).toHaveBeenCalledTimes(2));
  });

  it('cancels a message held for quiet hours, and only a waiting one', async () => {
    const dataProvider = renderTab('en', [held, ...messages]);
    expect(await screen.findByText('Held (quiet hours)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the On my way Text' }));
    await waitFor(() => expect(dataProvider.cancelCustomerMessage).toHaveBeenCalledWith('c1', 'm3'));
    await waitFor(() => expect(dataProvider.getCustomerMessages).toHaveBeenCalledTimes(2));
  });

  it('says why a message was not sent when its time came, in English and Spanish', async () => {
    renderTab('en', [dropped]);
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Reason: The visit moved to another day since it was written.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderTab('es');
    expect(await screen.findByText('Recordatorio del día anterior')).toBeInTheDocument();
    expect(screen.getByText('Entregado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Reenviar/ })).toHaveLength(2);
  });

  it('offers Cancel and the reason a message was dropped in Spanish', async () => {
    renderTab('es', [held, dropped]);
    expect(await screen.findByRole('button', { name: 'Cancelar el Texto de En camino' })).toBeInTheDocument();
    expect(screen.getByText('Motivo: La visita pasó a otro día después de escribirse.')).toBeInTheDocument();
  });

  it('says when no message was sent yet', async () => {
    renderTab('en', []);
    expect(await screen.findByText('No e-mail or text has been sent to this customer yet.')).toBeInTheDocument();
  });

  it('sends a message from a template, by text, after showing what the customer receives', async () => {
    const dataProvider = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gate code needed' }));
    expect(await within(dialog).findByText('Hi Dana, please send us the gate code.')).toBeInTheDocument();
    expect(within(dialog).getByText('Gate code for 1400 Barton Springs Rd')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Text' }));
    expect(within(dialog).queryByText('Gate code for 1400 Barton Springs Rd')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dataProvider.sendTemplateMessage).toHaveBeenCalledWith('c1', { templateId: 't1', channel: 'sms', propertyId: 'p1' }),
    );
    expect(dataProvider.previewMail).toHaveBeenCalledWith('c1', { templateId: 't1', propertyId: 'p1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

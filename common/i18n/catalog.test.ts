import { describe, expect, it } from 'vitest';
import { declineReason } from '../declines';
import { renderMessage, withParams } from './catalog';

describe('renderMessage', () => {
  it('shows a calendar date parameter as M/D/YYYY in both languages', () => {
    const message = withParams('notifications.payments.success_message', {
      item: 'notifications.payments.items.mow',
      address: '12 Oak St',
      date: '2026-11-24',
      amount: '$40.00',
    });
    expect(renderMessage('es', message)).toContain('del 11/24/2026');
    expect(renderMessage('en', message)).toContain('11/24/2026');
    expect(renderMessage('en', message)).not.toContain('2026-11-24');
  });
});

describe('declineReason', () => {
  it('names a known decline code in the catalog, in either language', () => {
    expect(declineReason('51', 'Insufficient funds')).toBe('declines.code_51');
    expect(renderMessage('es', declineReason('51', 'Insufficient funds'))).toBe('Fondos insuficientes');
    expect(renderMessage('en', declineReason('N7', 'CVV mismatch'))).toBe('The security code does not match');
  });

  it("keeps the gateway's own text for a code it does not know", () => {
    expect(declineReason('102', 'DECLINE - call issuer')).toBe('DECLINE - call issuer');
    expect(declineReason(null, 'Declined')).toBe('Declined');
    expect(declineReason('constructor', 'Declined')).toBe('Declined');
  });
});

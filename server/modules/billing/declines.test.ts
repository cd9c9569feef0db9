import { describe, expect, it } from 'vitest';
import { classifyDecline } from './declines';
import { SANDBOX_CARDS, sandboxDecline, sandboxVault } from './gateway/sandboxCards';

const decline = (code: string, message = '', retryable = false) => classifyDecline({ code, message, retryable });

describe('classifyDecline', () => {
  it('classes every sandbox test card by its response code', () => {
    const classOf = (number: string) => {
      const found = sandboxDecline(sandboxVault(number, 12, 2035).token, 'payment:1')!;
      return decline(found.code, found.reason, found.outcome === 'retry');
    };
    expect(classOf(SANDBOX_CARDS.insufficientFunds)).toBe('soft');
    expect(classOf(SANDBOX_CARDS.issuerUnavailable)).toBe('soft');
    expect(classOf(SANDBOX_CARDS.doNotHonor)).toBe('hard');
    expect(classOf(SANDBOX_CARDS.stolenCard)).toBe('hard');
    expect(classOf(SANDBOX_CARDS.expiredCard)).toBe('expired');
    expect(classOf(SANDBOX_CARDS.insufficientFundsThenApprove)).toBe('soft');
  });

  it('approves the limited test card up to $40.00 a charge', () => {
    const { token } = sandboxVault(SANDBOX_CARDS.insufficientFundsOver40, 12, 2035);
    expect([3000, 4000, 4001, 6000].map((cents) => sandboxDecline(token, 'payment:1', cents)?.code ?? 'approved')).toEqual([
      'approved',
      'approved',
      '51',
      '51',
    ]);
  });

  it('approves the recovering test card from its third try', () => {
    const { token } = sandboxVault(SANDBOX_CARDS.insufficientFundsThenApprove, 12, 2035);
    expect([1, 2, 3, 4].map((attempt) => sandboxDecline(token, `payment:${attempt}`)?.code ?? 'approved')).toEqual([
      '51',
      '51',
      'approved',
      'approved',
    ]);
  });

  it('classes the card networks’ codes whatever the gateway said of retrying', () => {
    for (const code of ['04', '05', '07', '14', '41', '43', '46', '59', 'R0']) expect(decline(code, '', true)).toBe('hard');
    for (const code of ['51', '61', '65', '91', '96']) expect(decline(code)).toBe('soft');
    for (const code of ['54', '33']) expect(decline(code, '', true)).toBe('expired');
  });

  it('retries our own failures: no card, a timeout, an unreachable or failing gateway', () => {
    for (const code of ['no-card', 'timeout', 'unreachable', 'not-configured', 'http-502']) expect(decline(code)).toBe('soft');
  });

  it('classes PayTrace’s one decline code (102) by its approval message', () => {
    expect(decline('102', 'NSF - Insufficient funds', true)).toBe('soft');
    expect(decline('102', 'Issuer unavailable - try again', true)).toBe('soft');
    expect(decline('102', 'DECLINE - Do not honor')).toBe('hard');
    expect(decline('102', 'PICK UP CARD - Lost or stolen')).toBe('hard');
    expect(decline('102', 'EXPIRED CARD', true)).toBe('expired');
  });

  it('falls back on the gateway’s own view for words it does not know', () => {
    expect(decline('102', 'Something new', true)).toBe('soft');
    expect(decline('102', 'Something new', false)).toBe('hard');
  });
});

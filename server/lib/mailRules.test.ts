import { describe, expect, it } from 'vitest';
import { mailFailure } from './mailRules';

describe('mailFailure', () => {
  it('tries again after a 4xx reply or a lost connection', () => {
    expect(mailFailure({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' })).toEqual({ temporary: true, invalidAddress: false });
    expect(mailFailure({ code: 'EPROTOCOL', responseCode: 421, command: 'CONN' })).toEqual({ temporary: true, invalidAddress: false });
    expect(mailFailure({ code: 'ECONNECTION' })).toEqual({ temporary: true, invalidAddress: false });
    expect(mailFailure({ code: 'ETIMEDOUT' })).toEqual({ temporary: true, invalidAddress: false });
  });

  it('flags the address only when the server refuses the recipient for good', () => {
    expect(mailFailure({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })).toEqual({ temporary: false, invalidAddress: true });
    expect(mailFailure({ code: 'EENVELOPE', responseCode: 553, command: 'RCPT TO' })).toEqual({ temporary: false, invalidAddress: true });
    // A refused message (spam, too large) or sender is final, but the customer's address is not at fault.
    expect(mailFailure({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' })).toEqual({ temporary: false, invalidAddress: false });
    expect(mailFailure({ code: 'EENVELOPE', responseCode: 550, command: 'MAIL FROM' })).toEqual({
      temporary: false,
      invalidAddress: false,
    });
    expect(mailFailure({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })).toEqual({ temporary: false, invalidAddress: false });
    expect(mailFailure({ code: 'EAUTH' })).toEqual({ temporary: false, invalidAddress: false });
  });
});

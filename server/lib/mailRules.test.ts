import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings';
import { addressOf, mailFailure, mailSender } from './mailRules';

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

describe('mailSender', () => {
  const business = { name: 'Green Acres Lawn', phone: '(512) 555-0100', email: 'hello@greenacres.test' };
  const mail = { ...DEFAULT_SETTINGS.mail, from: 'office@greenacres.test' };

  it('names the business on the settings’ From address, replies to the office, whichever server sends', () => {
    const expected = { from: { name: 'Green Acres Lawn', address: 'office@greenacres.test' }, replyTo: 'hello@greenacres.test' };
    expect(mailSender({ business, mail }, 'LawnDesk <no-reply@lawndesk.test>')).toEqual(expected);
    expect(mailSender({ business, mail: { ...mail, host: 'smtp.greenacres.test' } }, undefined)).toEqual(expected);
  });

  it('falls back on the server’s address, the From address as reply, and the product’s name', () => {
    expect(
      mailSender({ business: { name: ' ', phone: '', email: '' }, mail: { ...mail, from: '' } }, 'LawnDesk <no-reply@lawndesk.test>'),
    ).toEqual({
      from: { name: 'LawnDesk', address: 'no-reply@lawndesk.test' },
    });
    expect(mailSender({ business: { ...business, email: '' }, mail }, undefined).replyTo).toBe('office@greenacres.test');
    expect(mailSender({ business, mail: { ...mail, from: '', user: 'mailer@greenacres.test' } }, undefined).from.address).toBe(
      'mailer@greenacres.test',
    );
  });

  it('reads the address out of a From with a name', () => {
    expect(addressOf('LawnDesk <no-reply@lawndesk.test>')).toBe('no-reply@lawndesk.test');
    expect(addressOf(' office@x.test ')).toBe('office@x.test');
  });
});

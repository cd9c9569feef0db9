import { describe, expect, it } from 'vitest';
import {
  isUrgentMoment,
  framedText,
  isRetriable,
  keywordLanguage,
  keywordOf,
  keywordReply,
  releaseTime,
  signatureValid,
  twilioSignature,
  twiml,
  unframedText,
  withStopFooter,
} from './textRules';

describe('reply keywords', () => {
  it.each([
    ['STOP', 'stop'],
    ['stop', 'stop'],
    [' Stop. ', 'stop'],
    ['STOPALL', 'stop'],
    ['unsubscribe', 'stop'],
    ['CANCEL', 'stop'],
    ['end', 'stop'],
    ['QUIT', 'stop'],
    ['PARAR', 'stop'],
    ['alto', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['HELP', 'help'],
    ['ayuda', 'help'],
    ['¿Ayuda?', undefined],
    ['STOP **** **** **** 4242', 'stop'],
    ['************4242 parar', 'stop'],
    ['STOP 4242', undefined],
  ])('%s is %s', (body, keyword) => expect(keywordOf(body)).toBe(keyword));

  it('is no keyword inside a sentence', () => {
    expect(keywordOf('please stop coming on Fridays')).toBeUndefined();
    expect(keywordOf('')).toBeUndefined();
  });

  it('tells the Spanish words apart', () => {
    expect(keywordLanguage('parar')).toBe('es');
    expect(keywordLanguage('AYUDA')).toBe('es');
    expect(keywordLanguage('STOP')).toBeUndefined();
  });
});

describe("Twilio's request signature", () => {
  // The example of Twilio's "Secure webhooks" documentation.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it("matches the documented example's signature", () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(signatureValid('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('refuses another token, URL, field value, a missing signature or no token', () => {
    expect(signatureValid('54321', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(signatureValid('12345', 'https://mycompany.com/myapp.php', params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(signatureValid('12345', url, { ...params, Digits: '1235' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(signatureValid('12345', url, params, undefined)).toBe(false);
    expect(signatureValid('', url, params, twilioSignature('', url, params))).toBe(false);
  });
});

describe('quiet hours', () => {
  const quiet = { start: 20, end: 8 };
  const zone = 'America/Chicago';

  it('lets a message go during the day', () => {
    const noon = new Date('2026-07-01T17:00:00Z'); // 12:00 in Chicago (CDT)
    expect(releaseTime(noon, zone, quiet)).toEqual(noon);
  });

  it('holds an evening message until 8 the next morning', () => {
    expect(releaseTime(new Date('2026-07-02T02:30:00Z'), zone, quiet)).toEqual(new Date('2026-07-02T13:00:00Z')); // 21:30 → 08:00
  });

  it('holds an early-morning message until 8 the same morning', () => {
    expect(releaseTime(new Date('2026-07-02T10:15:00Z'), zone, quiet)).toEqual(new Date('2026-07-02T13:00:00Z')); // 05:15 → 08:00
  });

  it('starts at the start hour and ends at the end hour', () => {
    expect(releaseTime(new Date('2026-07-02T00:59:00Z'), zone, quiet)).toEqual(new Date('2026-07-02T00:59:00Z')); // 19:59
    expect(releaseTime(new Date('2026-07-02T01:00:00Z'), zone, quiet).getTime()).toBeGreaterThan(
      new Date('2026-07-02T01:00:00Z').getTime(),
    ); // 20:00
    expect(releaseTime(new Date('2026-07-02T13:00:00Z'), zone, quiet)).toEqual(new Date('2026-07-02T13:00:00Z')); // 08:00
  });

  it('is never quiet when start and end are the same hour, and handles a daytime window', () => {
    const late = new Date('2026-07-02T04:00:00Z');
    expect(releaseTime(late, zone, { start: 8, end: 8 })).toEqual(late);
    expect(releaseTime(new Date('2026-07-01T18:00:00Z'), zone, { start: 12, end: 14 })).toEqual(new Date('2026-07-01T19:00:00Z')); // 13:00 → 14:00
  });
});

describe('what every text carries and how errors count', () => {
  it('ends with how to stop, in the customer language', () => {
    expect(withStopFooter('Hi.', 'en')).toBe('Hi. Reply STOP to opt out.');
    expect(withStopFooter('Hola.', 'es')).toBe('Hola. Responda PARAR para cancelar.');
  });

  it('opens with the business’s name, which a resend takes off with the stop line before framing again', () => {
    expect(framedText('Hi.', 'en', 'Green Acres')).toBe('Green Acres: Hi. Reply STOP to opt out.');
    expect(framedText('Hola.', 'es', 'Green Acres')).toBe('Green Acres: Hola. Responda PARAR para cancelar.');
    expect(unframedText('Green Acres: Hola. Responda PARAR para cancelar.', 'Green Acres')).toBe('Hola.');
    expect(unframedText('Hi. Reply STOP to opt out.', 'Green Acres')).toBe('Hi.');
  });

  it('answers HELP with the business’s name and phone, STOP and START with its name, in English and Spanish', () => {
    const business = { name: 'Green Acres', phone: '(512) 555-0100', email: '' };
    expect(keywordReply('help', 'en', business)).toBe(
      'Green Acres, lawn care: visit reminders and account messages. Questions? Call (512) 555-0100. Reply STOP to opt out, START to opt back in.',
    );
    expect(keywordReply('help', 'es', business)).toContain('Green Acres, cuidado del césped');
    expect(keywordReply('help', 'es', business)).toContain('Llame al (512) 555-0100');
    expect(keywordReply('help', 'en', { ...business, phone: ' ' })).not.toContain('Call');
    expect(keywordReply('stop', 'en', business)).toMatch(/^Green Acres: You will receive no more text messages/);
    expect(keywordReply('start', 'es', business)).toMatch(/^Green Acres: Volverá a recibir/);
    // Settings never saved, or a blank name: the product's name stands in.
    expect(keywordReply('help', 'en', { name: '  ', phone: '', email: '' })).toMatch(/^LawnDesk, lawn care/);
  });

  it('retries provider errors and rate limits, not refusals', () => {
    expect([500, 503, 429, undefined].map(isRetriable)).toEqual([true, true, true, true]);
    expect([400, 401, 404].map(isRetriable)).toEqual([false, false, false]);
  });

  it('escapes the TwiML message', () => {
    expect(twiml('a < b & c')).toContain('<Message>a &lt; b &amp; c</Message>');
    expect(twiml()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});

describe('isUrgentMoment', () => {
  it('marks today’s changes time-critical and leaves reminders, notices and staff texts to wait', () => {
    expect(['on-my-way:w1', 'visit-moved:w1:2031-03-04', 'service-paused:p1'].map(isUrgentMoment)).toEqual([true, true, true]);
    expect(['visit-eve:w1', 'invoice-issued:i1', 'card-expiring:c1', undefined].map(isUrgentMoment)).toEqual([false, false, false, false]);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerOfToken, unsubscribeLink, unsubscribeToken } from './unsubscribeToken';

const key = randomBytes(32);
const customerId = '2f1d7a52-8a4e-4c1b-9d7e-0b8f3c6a1e22';

describe('the unsubscribe token', () => {
  it('names the customer it was made for', () => {
    expect(customerOfToken(key, unsubscribeToken(key, customerId))).toBe(customerId);
  });

  it('refuses a token signed with another key, another customer id or a cut signature', () => {
    const token = unsubscribeToken(key, customerId);
    expect(customerOfToken(randomBytes(32), token)).toBeNull();
    const [, signature] = token.split('.');
    expect(customerOfToken(key, `${Buffer.from('another-customer').toString('base64url')}.${signature}`)).toBeNull();
    expect(customerOfToken(key, token.slice(0, -4))).toBeNull();
    expect(customerOfToken(key, customerId)).toBeNull();
    expect(customerOfToken(key, `${token}.extra`)).toBeNull();
  });

  it('builds the public page link on the site address', () => {
    expect(unsubscribeLink('https://lawn.example.com/', 'a.b')).toBe('https://lawn.example.com/unsubscribe?token=a.b');
  });
});

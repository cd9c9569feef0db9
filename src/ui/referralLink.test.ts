import { describe, expect, it } from 'vitest';
import { referralLink } from './referralLink';

describe('referralLink', () => {
  it('puts the code on the sign-up page of the base address, or of the site when there is none', () => {
    expect(referralLink('', 'https://app.lawndesk.test', 'LD12AB')).toBe('https://app.lawndesk.test/signup?referralCode=LD12AB');
    expect(referralLink('https://refer.lawndesk.test/', 'https://app.lawndesk.test', 'LD12AB')).toBe(
      'https://refer.lawndesk.test/signup?referralCode=LD12AB',
    );
  });

  it('encodes a code that needs it', () => {
    expect(referralLink('', 'https://app.lawndesk.test', 'A B&C')).toBe('https://app.lawndesk.test/signup?referralCode=A+B%26C');
  });
});

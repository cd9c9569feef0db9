import { describe, expect, it } from 'vitest';
import { isAccountMedia, isImageType, isTwilioMediaHost } from './inboundMediaRules';

const account = { apiUrl: 'https://api.twilio.com', accountSid: 'AC123' };
const own = 'https://api.twilio.com/2010-04-01/Accounts/AC123/Messages/MM1/Media/ME1';

describe('isAccountMedia', () => {
  it('takes the account’s own media at its Twilio address only', () => {
    expect(isAccountMedia(own, account)).toBe(true);
    expect(isAccountMedia(own.replace('AC123', 'AC999'), account)).toBe(false);
    expect(isAccountMedia(own.replace('api.twilio.com', 'api.twilio.com.evil.example'), account)).toBe(false);
    expect(isAccountMedia(own.replace('https://', 'https://user:pw@'), account)).toBe(false);
    expect(isAccountMedia(own.replace('https:', 'http:'), account)).toBe(false);
    expect(isAccountMedia('https://api.twilio.com/2010-04-01/Accounts/AC123/Calls.json', account)).toBe(false);
    expect(isAccountMedia('not a url', account)).toBe(false);
  });
});

describe('isTwilioMediaHost', () => {
  it('follows a redirect only to Twilio’s media hosts over https', () => {
    expect(isTwilioMediaHost('https://media.twiliocdn.com/AC123/abc', account.apiUrl)).toBe(true);
    expect(isTwilioMediaHost('https://s3-external-1.amazonaws.com/media.twiliocdn.com/AC123/abc', account.apiUrl)).toBe(true);
    expect(isTwilioMediaHost('https://s3-external-1.amazonaws.com/other-bucket/abc', account.apiUrl)).toBe(false);
    expect(isTwilioMediaHost('http://media.twiliocdn.com/AC123/abc', account.apiUrl)).toBe(false);
    expect(isTwilioMediaHost('https://169.254.169.254/latest/meta-data', account.apiUrl)).toBe(false);
    expect(isTwilioMediaHost('https://twiliocdn.com.evil.example/x', account.apiUrl)).toBe(false);
  });
});

describe('isImageType', () => {
  it('keeps JPEG, PNG and WebP only', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('IMAGE/PNG; charset=binary')).toBe(true);
    expect(isImageType('image/gif')).toBe(false);
    expect(isImageType('text/html')).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});

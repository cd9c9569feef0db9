// Twilio's Messages API over fetch: one POST per text. The auth token only ever goes into the Authorization header.
import type { TwilioSettings } from '../../config';
import { type TextGateway, TextSendError, toE164 } from './textGateway';

const TIMEOUT_MS = 10_000;

/** Twilio's answers that trying again cannot change (invalid or unreachable number, opted out, bad credentials). */
export function isRetriable(httpStatus: number | undefined): boolean {
  return httpStatus === undefined || httpStatus === 429 || httpStatus >= 500;
}

/** @param statusCallback where Twilio posts delivery updates (needs the public URL; without it none are asked for). */
export function twilioGateway(settings: TwilioSettings, statusCallback?: string): TextGateway {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(text) {
      const form = new URLSearchParams({ To: toE164(text.to), Body: text.body });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      if (statusCallback) form.set('StatusCallback', statusCallback);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new TextSendError(true, undefined, error instanceof Error ? error.message : String(error));
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number; message?: string };
      if (!response.ok || !answer.sid) {
        throw new TextSendError(
          isRetriable(response.ok ? undefined : response.status),
          answer.code === undefined ? undefined : String(answer.code),
          answer.message ?? `HTTP ${response.status}`,
        );
      }
      return { providerId: answer.sid, status: 'sent' };
    },
  };
}

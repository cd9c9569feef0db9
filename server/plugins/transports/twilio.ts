// Twilio's Messages API over fetch: one POST per text, and a read of a number's latest messages before a text a stopped
// try may have handed over goes again. The auth token only ever goes into the Authorization header.
import type { TwilioSettings } from '../../config';
import { type TextGateway, TextSendError, toE164 } from './textGateway';

const TIMEOUT_MS = 10_000;
/** Messages read back per number: Twilio lists the latest first, and a lost try is minutes old. */
const FOUND_PAGE_SIZE = 50;

interface ListedMessage {
  sid?: string;
  to?: string;
  body?: string;
  direction?: string;
  status?: string;
  date_created?: string;
}

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

    async findSent(text) {
      const query = new URLSearchParams({ To: toE164(text.to), PageSize: String(FOUND_PAGE_SIZE) });
      let response: Response;
      try {
        response = await fetch(`${url}?${query}`, { headers: { authorization }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new TextSendError(true, undefined, error instanceof Error ? error.message : String(error));
      }
      const answer = (await response.json().catch(() => ({}))) as { messages?: ListedMessage[]; code?: number; message?: string };
      if (!response.ok || !Array.isArray(answer.messages)) {
        throw new TextSendError(
          isRetriable(response.ok ? undefined : response.status),
          answer.code === undefined ? undefined : String(answer.code),
          answer.message ?? `HTTP ${response.status}`,
        );
      }
      const found = answer.messages.find(
        (message) =>
          message.sid &&
          message.direction?.startsWith('outbound') &&
          // A messaging service may add its opt-out line after the words.
          message.body?.startsWith(text.body) &&
          Date.parse(message.date_created ?? '') >= text.since.getTime(),
      );
      return found && { providerId: found.sid!, status: 'sent', at: new Date(Date.parse(found.date_created!)) };
    },
  };
}

// A gateway's decline as the user reads it: the catalogs name the card networks' known codes in each language.
import { isMessageKey } from './i18n/keys';

const DECLINES = 'declines.';

/** The catalog key of a known decline code, else the gateway's own text (shown as the gateway wrote it). */
export function declineReason(code: string | null | undefined, gatewayText: string): string {
  const key = `${DECLINES}code_${code}`;
  return code && isMessageKey(key) ? key : gatewayText;
}

// Which class a gateway's decline is in (hard, soft, expired), from its response code or, for a gateway that answers
// one code for every decline (PayTrace's 102), its words. No I/O.
import type { DeclineClass } from '../../../common/schemas/payment';
import { NO_CARD } from './notices';

/** ISO 8583 response codes as the sandbox and the card networks answer them. */
const CODE_CLASSES: Record<string, DeclineClass> = {
  // The card is past its date: only a new card will do.
  '33': 'expired',
  '54': 'expired',
  // Final: the issuer will refuse every try (pick up, lost or stolen, invalid account, do not honour reported final).
  '04': 'hard',
  '05': 'hard',
  '07': 'hard',
  '12': 'hard',
  '14': 'hard',
  '15': 'hard',
  '41': 'hard',
  '43': 'hard',
  '46': 'hard',
  '57': 'hard',
  '59': 'hard',
  '62': 'hard',
  '78': 'hard',
  R0: 'hard',
  R1: 'hard',
  R3: 'hard',
  N7: 'hard',
  // Passing: the money or the issuer may be there another day.
  '19': 'soft',
  '51': 'soft',
  '61': 'soft',
  '65': 'soft',
  '91': 'soft',
  '92': 'soft',
  '96': 'soft',
  // Ours: no card on file yet, the gateway silent or unreachable, not configured.
  [NO_CARD]: 'soft',
  timeout: 'soft',
  unreachable: 'soft',
  'not-configured': 'soft',
};

const EXPIRED_WORDS = /expired|expiration date/i;
/** PayTrace's approval messages for declines worth trying again another day. */
export const SOFT_DECLINE_WORDS = /insufficient|nsf|exceeds|limit|try again|unavailable|inoperative|timeout|call issuer/i;
const HARD_DECLINE_WORDS = /stolen|lost|pick ?up|do not honou?r|invalid|closed|fraud|restricted|not permitted/i;

export interface GatewayDecline {
  code: string;
  message: string;
  /** The gateway's own view, the last word when neither the code nor the words are known. */
  retryable: boolean;
}

export function classifyDecline({ code, message, retryable }: GatewayDecline): DeclineClass {
  const byCode = CODE_CLASSES[code];
  if (byCode) return byCode;
  if (/^http-5\d\d$/.test(code)) return 'soft';
  if (EXPIRED_WORDS.test(message)) return 'expired';
  if (SOFT_DECLINE_WORDS.test(message)) return 'soft';
  if (HARD_DECLINE_WORDS.test(message)) return 'hard';
  return retryable ? 'soft' : 'hard';
}

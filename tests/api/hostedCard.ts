// A card typed into the sandbox gateway's hosted fields (its own server, as a browser reaches it), then what a card form
// sends our API: the one-time token and key, brand and last four, an expiry three years on. Never the number.
import type { SandboxHost } from '../../server/modules/billing/gateway/sandboxHost';

const YEAR = new Date().getFullYear() + 3;

export async function enteredCard(gateway: SandboxHost, cardNumber: string, values: object = {}) {
  const card = await gateway.enter(cardNumber, '123');
  return {
    token: card.hpf_token,
    encKey: card.enc_key,
    last4: card.last4,
    brand: card.card_type,
    expiryMonth: 12,
    expiryYear: YEAR,
    ...values,
  };
}

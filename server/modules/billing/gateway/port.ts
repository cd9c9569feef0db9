// The payment gateway port: what billing asks of a gateway, whichever adapter answers (sandbox or PayTrace).
import type { CardBrand } from '../../../../common/schemas/card';
import type { PaymentGatewayName } from '../../../../common/schemas/settings';

export type { GatewayHosts } from '../../../../common/schemas/settings';

/**
 * What the card form hands over: the one-time token (and its key) the gateway's hosted fields gave the browser, the
 * expiry, and the brand and last four digits as the browser was told them. Never the number or the CVV.
 */
export interface TokenizedCard {
  token: string;
  encKey: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Where the browser loads the gateway's hosted fields (its own origin) and the key that lets this form use them. */
export interface CardFieldsAccess {
  scriptUrl: string;
  clientKey: string;
}

export interface VaultedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * A gateway's answer to a charge, refund or void. `retryable` declines (insufficient funds, a timeout) are tried again
 * on the next days; the rest (stolen card, invalid account) stop at once.
 */
export type GatewayResult =
  | {
      approved: true;
      transactionId: string;
      /** The processor's fee on an approved charge, when the gateway reports one (the sandbox does; PayTrace's sale does not). */
      feeCents?: number;
    }
  | { approved: false; retryable: boolean; code: string; message: string };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** `<payment id>:<attempt>`: the same key sent again answers the first result and charges nothing more. */
  idempotencyKey: string;
  /** Shown on the customer's statement and in the gateway's records; never card data. */
  description: string;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The hosted fields' script and a key for one card form; a gateway that cannot give them throws a `GatewayError`. */
  cardFields(): Promise<CardFieldsAccess>;
  /** Exchanges the hosted fields' token for a stored card; a refusal throws a `GatewayError` shown beside the card form. */
  vaultCard(card: TokenizedCard): Promise<VaultedCard>;
  charge(request: ChargeRequest): Promise<GatewayResult>;
  refund(request: { transactionId: string; amountCents: number; idempotencyKey: string }): Promise<GatewayResult>;
  void(request: { transactionId: string; idempotencyKey: string }): Promise<GatewayResult>;
  /** "Send test": one real call with the configured credentials, its failure reported in words, within 10 s; `status` when the gateway answered with a refusal. */
  test(): Promise<{ ok: boolean; reason?: string; status?: number }>;
}

/** A card the gateway refused to store, or a gateway that could not be reached; `field` names the card form's field. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly field?: 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv',
  ) {
    super(message);
  }
}

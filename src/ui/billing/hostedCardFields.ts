// The gateway's hosted card fields (PayTrace Protect, or the sandbox's copy of it on its own origin): its script is
// loaded from the gateway, its fields are the gateway's iframe, and the page gets back only a one-time token, its key,
// the brand and the last four digits. The card number and the CVV never pass through this page or our server.
import { CARD_BRANDS, type CardBrand } from '../../../common/schemas/card';

export interface HostedFieldsOptions {
  target: string;
  authorization: { clientKey: string };
  title: string;
  lang: string;
  labels: { number: string; csc: string };
  styles: Record<string, string>;
}

/** What `process()` hands the page: never the number or the CVV. */
export interface EnteredCard {
  token: string;
  encKey: string;
  last4: string;
  brand: CardBrand;
}

/** A refusal of the fields themselves: `field` names the one to mend, when known. */
export interface HostedFieldsError {
  field: 'cardNumber' | 'cvv' | null;
  code: string;
}

interface PTPaymentApi {
  setup(options: HostedFieldsOptions): Promise<unknown>;
  process(): Promise<{ message: { hpf_token: string; enc_key: string; last4?: string; card_type?: string } }>;
}

const scripts = new Map<string, Promise<void>>();

/** Loads the gateway's script once per address; a failed load may be tried again. */
export function loadGatewayScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(url);
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
}

function ptPayment(): PTPaymentApi {
  const api = (window as unknown as { PTPayment?: PTPaymentApi }).PTPayment;
  if (!api) throw new Error('the gateway script did not define PTPayment');
  return api;
}

export async function setUpHostedFields(scriptUrl: string, options: HostedFieldsOptions): Promise<void> {
  await loadGatewayScript(scriptUrl);
  await ptPayment().setup(options);
}

/** Sends what was typed to the gateway; rejects with a `HostedFieldsError`. */
export async function processHostedFields(): Promise<EnteredCard> {
  try {
    const { message } = await ptPayment().process();
    const brand = (CARD_BRANDS as readonly string[]).includes(message.card_type ?? '') ? (message.card_type as CardBrand) : 'other';
    return { token: message.hpf_token, encKey: message.enc_key, last4: message.last4 ?? '', brand };
  } catch (error) {
    const refusal = error as Partial<HostedFieldsError> | null;
    const field = refusal?.field === 'cardNumber' || refusal?.field === 'cvv' ? refusal.field : null;
    throw { field, code: String(refusal?.code ?? 'failed') } satisfies HostedFieldsError;
  }
}

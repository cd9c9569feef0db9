import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_NOT_ACCEPTED, cardDataFields, SECURITY_CODE_NOT_ACCEPTED } from './cardData';

describe('cardDataFields', () => {
  it('names the fields that carry a card number or a security code, whatever they are called', () => {
    expect(cardDataFields({ cardNumber: '4111 1111 1111 1111', cvv: '123', expiryMonth: 12 })).toEqual({
      cardNumber: CARD_NUMBER_NOT_ACCEPTED,
      cvv: SECURITY_CODE_NOT_ACCEPTED,
    });
    expect(cardDataFields({ credit_card: { number: '4111111111111111' }, csc: '999' })).toEqual({
      credit_card: CARD_NUMBER_NOT_ACCEPTED,
      csc: SECURITY_CODE_NOT_ACCEPTED,
    });
    expect(cardDataFields({ pan: 'x', CVC: '1234', security_code: '12', encrypted_csc: 'abc' })).toEqual({
      pan: CARD_NUMBER_NOT_ACCEPTED,
      CVC: SECURITY_CODE_NOT_ACCEPTED,
      security_code: SECURITY_CODE_NOT_ACCEPTED,
      encrypted_csc: SECURITY_CODE_NOT_ACCEPTED,
    });
  });

  it('finds a valid card number under any name or nested, as text or as a number', () => {
    expect(cardDataFields({ token: '5555-5555-5555-4444' })).toEqual({ token: CARD_NUMBER_NOT_ACCEPTED });
    expect(cardDataFields({ note: { items: [{ value: 4111111111111111 }] } })).toEqual({ 'note.items.0.value': CARD_NUMBER_NOT_ACCEPTED });
  });

  it('leaves what the hosted fields give alone: a token, its key, the last four and the expiry', () => {
    expect(
      cardDataFields({
        token: 'hpf_3f2b9c1e0d',
        encKey: 'k_81ab',
        last4: '1111',
        brand: 'visa',
        expiryMonth: 12,
        expiryYear: 2030,
        makeDefault: true,
      }),
    ).toEqual({});
    // Digits that fail the Luhn check are not a card number (a phone, an order number).
    expect(cardDataFields({ reference: '4111111111111112' })).toEqual({});
    expect(cardDataFields({ cardNumber: '', cvv: null })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { MOMENT_KINDS } from '../../../common/schemas/customerMessage';
import { momentWords } from './momentRules';

describe('momentWords', () => {
  it('says the day-before reminder with the address, the date M/D/YYYY in English and in words in Spanish', () => {
    const variables = { service: 'mow', date: '2026-07-04', address: '12 Oak St' } as const;
    expect(momentWords('visit-eve', 'en', 'Ana', variables)).toEqual({
      subject: 'Reminder: your lawn mowing is tomorrow',
      body: 'Hi Ana, reminder: your lawn mowing at 12 Oak St is tomorrow, 7/4/2026.',
    });
    expect(momentWords('visit-eve', 'es', 'Ana', variables).body).toBe(
      'Hola Ana, recordatorio: su corte de césped en 12 Oak St es mañana, 4 de julio de 2026.',
    );
  });

  it("keeps the office's own words that leave the address out, and fills it in where they use it", () => {
    const variables = { service: 'mow', address: '12 Oak St' } as const;
    expect(momentWords('on-my-way', 'en', 'Ana', variables, { body: 'Hi %{name}, we are coming.' }).body).toBe('Hi Ana, we are coming.');
    expect(momentWords('on-my-way', 'es', 'Ana', variables, { body: 'Vamos a %{address}.' }).body).toBe('Vamos a 12 Oak St.');
  });

  it('adds the ETA only when there is one, and the crew note only when it says something', () => {
    expect(momentWords('on-my-way', 'en', 'Bo', { service: 'bnb', address: '9 Elm Rd' }).body).toBe(
      'Hi Bo, your crew is on its way to 9 Elm Rd for your bush and bed care.',
    );
    expect(momentWords('on-my-way', 'en', 'Bo', { service: 'bnb', eta: '10:30 AM' }).body).toContain('arrive around 10:30 AM');
    const done = momentWords('visit-done', 'es', 'Bo', {
      service: 'mow',
      date: '2026-05-01',
      amountCents: 4500,
      note: ' Gate was open ',
      address: '9 Elm Rd',
    });
    expect(done.body).toBe(
      'Hola Bo, su corte de césped del 1 de mayo de 2026 en 9 Elm Rd está terminado. Monto a cobrar: $45.00.\nNota de su equipo: Gate was open',
    );
    expect(momentWords('visit-done', 'en', 'Bo', { service: 'mow', date: '2026-05-01', amountCents: 0, note: ' ' }).body).not.toContain(
      'Note',
    );
  });

  it('adds the sales tax line to a receipt only when tax was charged', () => {
    const paid = { service: 'mow', date: '2026-05-01', amountCents: 4871 } as const;
    expect(momentWords('payment-receipt', 'en', 'Bo', { ...paid, taxCents: 371 }).body).toBe(
      'Hi Bo, we received your payment of $48.71 for your lawn mowing of 5/1/2026. Thank you!\nSales tax included: $3.71.',
    );
    expect(momentWords('payment-receipt', 'es', 'Bo', { ...paid, taxCents: 371 }).body).toContain(
      '\nImpuesto sobre las ventas incluido: $3.71.',
    );
    expect(momentWords('payment-receipt', 'en', 'Bo', { ...paid, taxCents: 0 }).body).not.toContain('tax');
    expect(momentWords('payment-receipt', 'en', 'Bo', paid).body).not.toContain('tax');
  });

  it('says what the quote’s deposit paid of a receipt, and what the card paid, only when it paid some', () => {
    const paid = { service: 'mow', date: '2026-05-01', amountCents: 4500 } as const;
    expect(momentWords('payment-receipt', 'en', 'Bo', { ...paid, depositCents: 2000 }).body).toBe(
      'Hi Bo, we received your payment of $45.00 for your lawn mowing of 5/1/2026. Thank you!\nDeposit applied: $20.00. Charged to your card: $25.00.',
    );
    expect(momentWords('payment-receipt', 'es', 'Bo', { ...paid, depositCents: 4500 }).body).toContain(
      '\nDepósito aplicado: $45.00. Cobrado a su tarjeta: $0.00.',
    );
    expect(momentWords('payment-receipt', 'en', 'Bo', { ...paid, depositCents: 0 }).body).not.toContain('Deposit');
    const done = { service: 'mow', date: '2026-05-01', amountCents: 871, depositCents: 4000, address: '9 Elm Rd' } as const;
    expect(momentWords('visit-done', 'en', 'Bo', done).body).toBe(
      'Hi Bo, your lawn mowing of 5/1/2026 at 9 Elm Rd is done. Amount to be charged: $8.71.\nPaid from your deposit: $40.00.',
    );
    expect(momentWords('visit-done', 'es', 'Bo', done).body).toContain('\nPagado con su depósito: $40.00.');
    expect(momentWords('visit-done', 'en', 'Bo', { ...done, depositCents: 0 }).body).not.toContain('deposit');
  });

  it('tells a customer billed by invoice the amount goes on the next invoice, not that a card is charged', () => {
    const done = { service: 'mow', date: '2026-05-01', amountCents: 4871, address: '9 Elm Rd', invoiced: true } as const;
    expect(momentWords('visit-done', 'en', 'Bo', done).body).toBe(
      'Hi Bo, your lawn mowing of 5/1/2026 at 9 Elm Rd is done. Amount: $48.71, on your next invoice.',
    );
    expect(momentWords('visit-done', 'es', 'Bo', done).body).toContain('Monto: $48.71, en su próxima factura.');
    const treated = { date: '2026-05-01', amountCents: 4871, address: '9 Elm Rd', invoiced: true, applied: [] };
    expect(momentWords('treatment-done', 'en', 'Bo', treated).body).toContain('Amount: $48.71, on your next invoice.');
    expect(momentWords('treatment-done', 'en', 'Bo', { ...treated, invoiced: false }).body).toContain('Amount to be charged: $48.71.');
  });

  it('names an invoice by its number, amount and due day, in the customer’s language', () => {
    const invoice = { number: 1042, amountCents: 9742, due: '2026-06-30', link: 'https://x.example/pay/abc' };
    expect(momentWords('invoice-issued', 'en', 'Bo', invoice)).toEqual({
      subject: 'Invoice 1042: $97.42 due 6/30/2026',
      body: 'Hi Bo, your invoice 1042 for $97.42 is attached, due 6/30/2026. Pay it by card here (the link works until the invoice is paid), or by check as usual: https://x.example/pay/abc',
    });
    expect(momentWords('invoice-issued', 'es', 'Bo', invoice).subject).toBe('Factura 1042: $97.42 con vencimiento el 30 de junio de 2026');
  });

  it('says the weather only when a rain day moved the visit', () => {
    const at = { service: 'mow', date: '2026-06-03', address: '3 Pine Ln' } as const;
    expect(momentWords('visit-moved', 'en', 'Eve', { ...at, cause: 'weather' }).body).toBe(
      'Hi Eve, because of the weather your lawn mowing at 3 Pine Ln has moved to 6/3/2026.',
    );
    expect(momentWords('visit-moved', 'en', 'Eve', at).body).toBe('Hi Eve, your lawn mowing at 3 Pine Ln has moved to 6/3/2026.');
    expect(momentWords('visit-moved', 'es', 'Eve', at).body).toBe('Hola Eve, su corte de césped en 3 Pine Ln pasó al 3 de junio de 2026.');
  });

  it('names a known decline code in the customer’s words', () => {
    const words = momentWords('payment-failed', 'es', 'Cy', {
      service: 'mow',
      date: '2026-05-01',
      amountCents: 1999,
      reason: 'declines.code_51',
      link: 'https://lawn.example.com/customers/dashboard',
    });
    expect(words.body).toContain('$19.99');
    expect(words.body).toContain('Fondos insuficientes');
    expect(words.body).toContain('https://lawn.example.com/customers/dashboard');
  });

  it('says a treatment’s round and re-entry the day before, and each product applied with its EPA number after', () => {
    const eve = { date: '2026-03-10', round: 'Pre-emergent', address: '12 Oak St' };
    expect(momentWords('treatment-eve', 'en', 'Ana', { ...eve, reentryHours: 24 }).body).toBe(
      'Hi Ana, reminder: your lawn treatment (Pre-emergent) at 12 Oak St is tomorrow, 3/10/2026. Please keep children and pets off the lawn for 24 hours after the application.',
    );
    // No label gives a re-entry interval (or it is 0): until the product has dried.
    for (const reentryHours of [null, 0])
      expect(momentWords('treatment-eve', 'es', 'Ana', { ...eve, reentryHours }).body).toBe(
        'Hola Ana, recordatorio: su tratamiento del césped (Pre-emergent) en 12 Oak St es mañana, 10 de marzo de 2026. Por favor, mantenga a los niños y las mascotas fuera del césped hasta que el producto se haya secado.',
      );
    const applied = [
      { product: 'Barricade 4FL', epa: '100-1139' },
      { product: 'Dimension 2EW', epa: '62719-542' },
    ];
    expect(
      momentWords('treatment-done', 'es', 'Ana', { date: '2026-03-10', address: '12 Oak St', applied, reentryHours: 4, amountCents: 5500 })
        .body,
    ).toBe(
      'Hola Ana, el 10 de marzo de 2026 aplicamos Barricade 4FL (n.º de registro EPA 100-1139), Dimension 2EW (n.º de registro EPA 62719-542) en su césped de 12 Oak St. Reingreso: por favor, mantenga a los niños y las mascotas fuera del césped durante 4 horas después de la aplicación. Monto a cobrar: $55.00.',
    );
  });

  it('has a subject and a body in both languages for every moment, every variable filled', () => {
    const all = {
      service: 'mow',
      date: '2026-01-02',
      eta: '9:00 AM',
      amountCents: 100,
      reason: 'x',
      link: 'l',
      last4: '4242',
      expiry: '2/2026',
      address: '12 Elm St',
      taxCents: 7,
      number: 12,
      due: '2026-02-01',
      until: '2026-02-08',
      round: 'Pre-emergent',
      reentryHours: 8,
      applied: [{ product: 'Barricade 4FL', epa: '100-1139' }],
    } as const;
    for (const moment of MOMENT_KINDS)
      for (const language of ['en', 'es'] as const) {
        const words = momentWords(moment, language, 'Di', all);
        expect(words.subject).not.toMatch(/moments\.|%\{/);
        expect(words.body).not.toMatch(/moments\.|%\{/);
      }
  });
});

// The rate an application record states, as the server's rules compute it (server/modules/treatments/rules.ts): shared
// by the crew's form and the office's paper record, which both judge it against the label before anything is sent.

/** The rate per 1,000 sq ft an amount over an area makes, to four decimals (as the record states it). */
export const ratePer1000 = (amount: number, areaSqFt: number) => Math.round((amount / areaSqFt) * 1000 * 10_000) / 10_000;

// The public sign-up form's call: no sign-in, rate-limited on the server.
import type { z } from 'zod';
import type { InstantPrice, InstantPriceQuery, signupInput } from '../../common/schemas/signup';
import { apiCall, type Data } from './httpClient';

export type SignupFormValues = z.input<typeof signupInput>;

export const signupMethods = {
  submitSignup: async (input: SignupFormValues) =>
    (await apiCall<Data<{ _id: string }>>('/customer-signup', { method: 'POST', body: input })).data,
  /** The serving vendor's price for the lot, weekly and every two weeks (no sign-in, limited per address). */
  instantPrice: async ({ zipcode, lotSize, city }: InstantPriceQuery) => {
    const query = new URLSearchParams({ zipcode, lotSize: String(lotSize), ...(city && { city }) });
    return (await apiCall<Data<InstantPrice>>(`/public/price?${query}`)).data;
  },
};

// The public sign-up form's call: no sign-in, rate-limited on the server.
import type { z } from 'zod';
import type { signupInput } from '../../common/schemas/signup';
import { apiCall, type Data } from './httpClient';

export type SignupFormValues = z.input<typeof signupInput>;

export const signupMethods = {
  submitSignup: async (input: SignupFormValues) =>
    (await apiCall<Data<{ _id: string }>>('/customer-signup', { method: 'POST', body: input })).data,
};

// A sign-up from the website, waiting to become a customer through Add Customer.
import { z } from 'zod';
import { MOBILE_DIGITS } from './profile';
import { FREQUENCIES, SERVICE_TYPES } from './service';

export const SIGNUP_STATUSES = ['new', 'converted', 'declined'] as const;

export const signupInput = z.object({
  name: z.object({
    first: z.string().trim().min(1, 'First name is required.').max(80),
    last: z.string().trim().min(1, 'Last name is required.').max(80),
  }),
  email: z.string().trim().toLowerCase().pipe(z.email('Valid email is required.')),
  mobile: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length === MOBILE_DIGITS, 'Enter a valid phone number (10 digits).'),
  address: z.string().trim().min(1, 'Address is required.').max(200),
  city: z.string().trim().min(1, 'City is required.').max(80),
  zipcode: z.string().trim().min(5, 'Zip code must be at least 5 characters.').max(10),
  lotSize: z.number().int().min(1).max(1_000_000).nullish(),
  serviceType: z.enum(SERVICE_TYPES).default('mow'),
  frequency: z.number().refine((value) => (FREQUENCIES as readonly number[]).includes(value), 'Frequency is required.').default(1),
});
export type SignupInput = z.infer<typeof signupInput>;

export const signupStatusInput = z.object({ status: z.enum(['new', 'declined']) });

/** A sign-up as the API lists it. */
export type SignupRecord = SignupInput & {
  _id: string;
  status: (typeof SIGNUP_STATUSES)[number];
  customerId: string | null;
  createdAt: string;
};

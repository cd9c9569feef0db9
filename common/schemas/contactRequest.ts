// Contact requests: what a signed-in customer asks the office through "Contact us", handled by admin and csr.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

export const CONTACT_REQUEST_STATUSES = ['open', 'handled'] as const;

export const contactUsInput = z.object({
  subject: requiredText('validation.common.subject_required', MAX_LENGTH.address, 'validation.common.subject_at_most_200_characters'),
  message: requiredText(
    'validation.common.message_required',
    MAX_LENGTH.message,
    'validation.contact_request.message_at_most_5000_characters',
  ),
});
export type ContactUsInput = z.infer<typeof contactUsInput>;

export const contactRequest = contactUsInput.extend({
  _id: z.string(),
  customerId: z.string().nullable(),
  userId: z.string().nullable(),
  fromName: z.string().nullable(),
  fromEmail: z.string().nullable(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  handledBy: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

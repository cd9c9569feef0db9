// A lead's channels, without zod: the domain events and the quote schema both read them.

/** How the lead reached the office: a call logged by staff, the contact form, a public sign-up, a customer asking for more. */
export const LEAD_CHANNELS = ['call', 'contact-request', 'signup', 'customer'] as const;

// A lead's channels, without zod: the domain events and the quote schema both read them.

/** How the lead reached the office: a call logged by staff, the contact form, a public sign-up, a customer asking for more, a text from an unknown number (the inbox). */
export const LEAD_CHANNELS = ['call', 'contact-request', 'signup', 'customer', 'text'] as const;

// The contact requests list's route, apart from its page so the route table does not load the page.

export const CONTACT_REQUESTS_PATH = '/system-settings/customer-contact-us';

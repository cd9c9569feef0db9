// The customer list's route, apart from its page so the route table does not load the page.

/** The spec's path for the list of the `properties` resource. */
export const CUSTOMERS_PATH = '/customers';

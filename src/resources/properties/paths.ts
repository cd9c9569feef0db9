// The customer list's route, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

/** The spec's path for the list of the `properties` resource. */
export const CUSTOMERS_PATH = SCREEN.customers.path;

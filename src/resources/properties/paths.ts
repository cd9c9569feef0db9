// The customer list's route and menu words, apart from its page so the route table does not load the page.
import { SCREEN } from '../../../common/screens';

/** The spec's path for the list of the `properties` resource. */
export const CUSTOMERS_PATH = SCREEN.customers.path;

/** The menu's words for the screen, and its title. */
export const CUSTOMERS_WORDS = { label: 'app.page.customers', adminLabel: 'app.menu.admin_customers' };

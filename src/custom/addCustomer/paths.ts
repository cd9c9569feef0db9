// Add Customer's routes, links to them and menu words, apart from the page so the route table and the sign-up list do not load it.
import { SCREEN } from '../../../common/screens';

export const ADD_CUSTOMER_PATH = SCREEN.addCustomer.path;
export const addCustomerFromSignupPath = (signupId: string) => `${ADD_CUSTOMER_PATH}/${signupId}`;

/** The menu's words for the screen, and its title. */
export const ADD_CUSTOMER_WORDS = { label: 'app.page.add_customer', adminLabel: 'app.menu.admin_add_customer' };

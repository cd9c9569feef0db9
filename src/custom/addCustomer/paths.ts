// Add Customer's routes and links to them, apart from the page so the route table and the sign-up list do not load it.
import { SCREEN } from '../../../common/screens';

export const ADD_CUSTOMER_PATH = SCREEN.addCustomer.path;
export const ADD_CUSTOMER_FROM_SIGNUP_PATH = SCREEN.addCustomerFromSignup.path;
export const addCustomerFromSignupPath = (signupId: string) => `${ADD_CUSTOMER_PATH}/${signupId}`;

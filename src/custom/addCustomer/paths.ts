// Add Customer's routes and links to them, apart from the page so the route table and the sign-up list do not load it.

export const ADD_CUSTOMER_PATH = '/new-customer';
export const ADD_CUSTOMER_FROM_SIGNUP_PATH = '/new-customer/:id';
export const addCustomerFromSignupPath = (signupId: string) => `${ADD_CUSTOMER_PATH}/${signupId}`;

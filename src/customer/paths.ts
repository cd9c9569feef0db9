// The customer portal's pages, outside their lazy chunks so the route table and the links can name them.
export const CUSTOMER_DASHBOARD_PATH = '/customers/dashboard';

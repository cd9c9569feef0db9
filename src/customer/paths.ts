// The customer portal's pages, outside their lazy chunks so the route table and the links can name them.
import { SCREEN } from '../../common/screens';

export const CUSTOMER_DASHBOARD_PATH = SCREEN.customerDashboard.path;

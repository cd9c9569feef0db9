// The dashboards: staff's service day and week (GET /dashboard), a vendor's week (GET /dashboard/vendor), the next steps after setup.
import type { DashboardQuery, StaffDashboard, VendorDashboard, VendorDashboardQuery } from '../../common/schemas/dashboard';
import type { NextSteps } from '../../common/schemas/nextSteps';
import { apiCall, type Data } from './httpClient';

export type { StaffDashboard, VendorDashboard };

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

export const dashboardMethods = {
  getStaffDashboard: async (params: DashboardQuery) => (await apiCall<Data<StaffDashboard>>(`/dashboard?${query(params)}`)).data,
  getVendorDashboard: async (params: VendorDashboardQuery) =>
    (await apiCall<Data<VendorDashboard>>(`/dashboard/vendor?${query(params)}`)).data,
  /** After Business setup (admins): what is left to do, ticked from the business's real state. */
  getNextSteps: async () => (await apiCall<Data<NextSteps>>('/dashboard/next-steps')).data,
};

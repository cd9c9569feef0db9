// What other pages use of the staff dashboard: the vendor's week card, and its card frame (job costing's card).
export { VendorWeekCard } from './VendorWeekCard';
export { CardLink, DashboardCard } from './DashboardCard';

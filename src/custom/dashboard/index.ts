// What a vendor's page uses of the staff dashboard: the vendor's week card.
export { VendorWeekCard } from './VendorWeekCard';

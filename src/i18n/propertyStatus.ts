// A customer's and a property's status, as the office's lists and the customer's portal show it.
export const propertyStatusEn = {
  active: 'Active',
  past: 'Past',
  'no-renew': 'No renew',
  declined: 'Declined',
  'pro-collect': 'Pro collect',
};

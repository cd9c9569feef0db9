// The words of each moment a customer hears about (e-mail subject and body; a text is the body): %{name}, %{date}
// (M/D/YYYY; in Spanish "26 de noviembre de 2026"), %{service}, %{eta}, %{amount}, %{reason}, %{link}, %{note}, %{last4}, %{expiry}, %{address},
// %{tax}, %{number} (an invoice's), %{due} (its due day), %{round} (a treatment's round), %{products} (what was applied,
// each with its EPA registration number), %{reentry} (how long to keep off the lawn: `reentry`'s words).

export const momentsEn = {
  /** The address a visit's words name when its property is not found. */
  address_unknown: 'your property',
  services: { mow: 'lawn mowing', bnb: 'bush and bed care', treatment: 'lawn treatment', 'call-log': 'service call' },
  'visit-eve': {
    subject: 'Reminder: your %{service} is tomorrow',
    body: 'Hi %{name}, reminder: your %{service} at %{address} is tomorrow, %{date}.',
  },
  'on-my-way': {
    subject: 'Your crew is on its way',
    body: 'Hi %{name}, your crew is on its way to %{address} for your %{service}.',
    body_eta: 'Hi %{name}, your crew is on its way to %{address} for your %{service} and should arrive around %{eta}.',
  },
  'visit-done': {
    subject: 'Your %{service} is done',
    body: 'Hi %{name}, your %{service} of %{date} at %{address} is done. Amount to be charged: %{amount}.',
    body_invoiced: 'Hi %{name}, your %{service} of %{date} at %{address} is done. Amount: %{amount}, on your next invoice.',
    note: 'Note from your crew: %{note}',
    deposit_line: 'Paid from your deposit: %{deposit}.',
    link_line: 'See your visit and tell us how we did: %{link}',
  },
  'payment-receipt': {
    subject: 'Payment received: %{amount}',
    body: 'Hi %{name}, we received your payment of %{amount} for your %{service} of %{date}. Thank you!',
    tax_line: 'Sales tax included: %{tax}.',
    deposit_line: 'Deposit applied: %{deposit}. Charged to your card: %{charged}.',
  },
  'payment-failed': {
    subject: 'Your payment did not go through',
    body: 'Hi %{name}, your payment of %{amount} for your %{service} of %{date} did not go through: %{reason}. Pay with a new card here (link valid 7 days): %{link}',
  },
  'payment-reminder': {
    subject: 'Reminder: your payment of %{amount} is still due',
    body: 'Hi %{name}, a reminder: your payment of %{amount} for your %{service} of %{date} is still due (%{reason}). Pay with a new card here (link valid 7 days): %{link}',
  },
  'visit-moved': {
    subject: 'Your %{service} has moved to %{date}',
    body: 'Hi %{name}, your %{service} at %{address} has moved to %{date}.',
    body_weather: 'Hi %{name}, because of the weather your %{service} at %{address} has moved to %{date}.',
  },
  'card-expiring': {
    subject: 'Your card expires next month',
    body: 'Hi %{name}, your card ending in %{last4} expires at the end of %{expiry}. Please update it in your account (this link signs you in once, within 7 days): %{link}',
  },
  'service-paused': {
    subject: 'Your lawn service is paused',
    body: 'Hi %{name}, your lawn service at %{address} is paused: %{amount} is still unpaid. Pay here and your visits start again (link valid 7 days): %{link}',
  },
  'service-resumed': {
    subject: 'Your lawn service has resumed',
    body: 'Hi %{name}, thank you: your lawn service at %{address} has resumed, and your visits are back on the schedule.',
  },
  /** How long to keep off a treated lawn: the longest re-entry interval of the round's products, else until dry. */
  reentry: {
    hours: 'for %{hours} hours after the application',
    dry: 'until the product has dried',
  },
  /** One product applied, as a treatment's message names it. */
  applied_product: '%{product} (EPA Reg. No. %{epa})',
  'treatment-eve': {
    subject: 'Reminder: your lawn treatment is tomorrow',
    body: 'Hi %{name}, reminder: your lawn treatment (%{round}) at %{address} is tomorrow, %{date}. Please keep children and pets off the lawn %{reentry}.',
  },
  'treatment-done': {
    subject: 'Your lawn treatment is done',
    body: 'Hi %{name}, on %{date} we applied %{products} to your lawn at %{address}. Re-entry: please keep children and pets off the lawn %{reentry}. Amount to be charged: %{amount}.',
    body_invoiced:
      'Hi %{name}, on %{date} we applied %{products} to your lawn at %{address}. Re-entry: please keep children and pets off the lawn %{reentry}. Amount: %{amount}, on your next invoice.',
    deposit_line: 'Paid from your deposit: %{deposit}.',
    link_line: 'See your visit and tell us how we did: %{link}',
  },
  'invoice-issued': {
    subject: 'Invoice %{number}: %{amount} due %{due}',
    body: 'Hi %{name}, your invoice %{number} for %{amount} is attached, due %{due}. Pay it by card here (the link works until the invoice is paid), or by check as usual: %{link}',
  },
  'visits-paused': {
    subject: 'Your lawn service is paused from %{date} to %{until}',
    body: 'Hi %{name}, we are pausing your lawn service at %{address} from %{date} to %{until}: no visit in those days, and no charge for them. Your visits after that stay as planned.',
  },
  'visits-restarted': {
    subject: 'Your lawn service is back on',
    body: 'Hi %{name}, the pause of your lawn service at %{address} is over: your visits are back on the schedule.',
  },
} as const;

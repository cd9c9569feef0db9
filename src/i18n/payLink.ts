// The pay link's public page (app.pay_link): a customer pays what they owe, all or some, with a new card, without signing in.

export const payLinkEn = {
  title: 'Pay your bill',
  loading: 'Loading what you owe…',
  load_failed: 'What you owe could not be loaded. Check your connection and try again.',
  service_line: '%{item} of %{date}',
  reason_line: 'Last charge failed: %{reason}',
  owed_title: 'What you owe',
  owed_intro: 'Everything is chosen: untick what you do not want to pay now.',
  chosen_total: 'To pay now (%{smart_count} payment) |||| To pay now (%{smart_count} payments)',
  none_chosen: 'Choose at least one payment to pay.',
  set_aside:
    'Also owed, and settled with %{name} only: %{amount} (%{smart_count} payment). |||| Also owed, and settled with %{name} only: %{amount} (%{smart_count} payments).',
  card_title: 'Pay with a card',
  card_intro:
    'Enter a card: it is charged now for the payments you chose only. To keep it on file for automatic charges on your next visits, turn on the agreement below.',
  pay: 'Pay %{amount}',
  paying: 'Paying…',
  declined: 'Your card was declined: %{reason}. Try another card.',
  partly_declined: 'The card then was declined: %{reason}. The rest is still owed; you can pay it with another card.',
  in_progress: 'A payment is already being processed. Wait a minute, then reload this page.',
  receipt_title: 'Payment received. Thank you!',
  paid_on: 'Paid on %{date}',
  paid_with: 'Paid with %{brand} •••• %{last4}',
  receipt_note: 'A receipt is on its way to you.',
  card_kept: 'This card is now your card on file for automatic charges.',
  card_not_kept:
    'This card was used for this payment only: it was not kept. |||| This card was used for these payments only: it was not kept.',
  contact: 'Questions? Contact %{name}:',
  phone: 'Call %{phone}',
  email: 'Write to %{email}',
  remains_title: 'What remains to pay',
  remains_total: 'Still owed (%{smart_count} payment) |||| Still owed (%{smart_count} payments)',
  pay_rest: 'Pay what remains',
  nothing_else_owed: 'You owe nothing else.',
};

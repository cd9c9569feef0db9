// English messages of the accounting domain (QuickBooks Online), merged into `server.accounting`.

export const accountingEn = {
  not_configured: 'QuickBooks is not set up on this server: its client id and secret are missing (docs/accounting.md).',
  not_connected: 'QuickBooks is not connected.',
  state_refused:
    'This QuickBooks sign-in link is unknown, used already, more than 10 minutes old or was started in another browser: connect again from this one.',
  connect_refused: 'QuickBooks did not accept the connection: connect again.',
  disconnected: 'QuickBooks disconnected: LawnDesk no longer holds its keys.',
  sync_done: 'Sync finished.',
  records_queued_again: 'The record will be sent again in the next pass.',
  record_not_failed: 'Only a failed record can be sent again.',
  reconnect: 'QuickBooks no longer accepts LawnDesk’s key: connect QuickBooks again.',
  unreachable: 'QuickBooks could not be reached: the records wait and go in the next pass.',
  rate_limited: 'QuickBooks asked us to slow down: the records wait and go in a moment.',
  matches: {
    linked: 'The links were saved: those customers are updated in QuickBooks, never created again.',
    rejected: 'Those proposals will not be shown again.',
    review_done: 'Review done: new customers are now created in QuickBooks.',
    already_linked: 'This customer is already linked to a QuickBooks customer.',
    quickbooks_customer_missing: 'QuickBooks has no active customer with this id.',
    quickbooks_customer_taken: 'This QuickBooks customer is already linked to another LawnDesk customer.',
  },
  employees: {
    saved: 'The people are linked to their QuickBooks employees: their approved hours go to QuickBooks.',
    quickbooks_employee_missing: 'QuickBooks has no active employee with this id.',
    quickbooks_employee_taken: 'One QuickBooks employee can be linked to one person only.',
    person_missing: 'This person is not a LawnDesk staff or crew user.',
  },
  failure: {
    reference_missing:
      'An account or item this record uses was deleted or made inactive in QuickBooks: choose another account, then send again.',
    duplicate_name: 'QuickBooks already has a customer or item with this name.',
    duplicate_customer:
      'QuickBooks already has a customer with this display name, most likely this same customer: link them under "Link existing QuickBooks customers", or rename the one in QuickBooks, then send again.',
    rename_taken:
      'QuickBooks already has another customer with the new name: rename one of them (in QuickBooks or LawnDesk), then send again.',
    doc_number_too_long:
      'This number with the prefix is longer than the 21 characters QuickBooks keeps: shorten the prefix or the first number in the QuickBooks numbers settings, then send again.',
    refused: 'QuickBooks refused this record.',
    account_unmapped: 'No account is chosen for this service in the account mapping.',
    deposits_account_unmapped:
      'QuickBooks has no account to hold quote deposits in: create an Other Current Liability account (for example Customer Deposits) or choose one in the account mapping, then send again.',
    fee_account_unmapped:
      'QuickBooks has no bank charges account to book card fees to: choose one for card fees in the account mapping, then send again.',
    employee_unmapped:
      'This person is not linked to a QuickBooks employee: link them under "QuickBooks employees"; their hours are then sent.',
    payroll_item_unmapped:
      'No payroll item is chosen for paid time off: enter it under Accounts (QuickBooks Payroll only); saving it sends this again.',
  },
} as const;

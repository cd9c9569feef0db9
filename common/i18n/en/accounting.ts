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
  failure: {
    reference_missing:
      'An account or item this record uses was deleted or made inactive in QuickBooks: choose another account, then send again.',
    duplicate_name: 'QuickBooks already has a customer or item with this name.',
    refused: 'QuickBooks refused this record.',
    account_unmapped: 'No account is chosen for this service in the account mapping.',
    deposits_account_unmapped:
      'QuickBooks has no account to hold quote deposits in: create an Other Current Liability account (for example Customer Deposits) or choose one in the account mapping, then send again.',
    fee_account_unmapped:
      'QuickBooks has no bank charges account to book card fees to: choose one for card fees in the account mapping, then send again.',
  },
} as const;

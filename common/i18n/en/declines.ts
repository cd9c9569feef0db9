// English words for the card networks' decline codes (ISO 8583 response codes, as gateways answer them).

export const declinesEn = {
  code_05: 'Do not honor: the bank declined without a reason',
  code_14: 'Invalid card number',
  code_41: 'Lost card',
  code_43: 'Stolen card',
  code_51: 'Insufficient funds',
  code_54: 'Expired card',
  code_57: 'Transaction not permitted for this card',
  code_61: 'Withdrawal limit exceeded',
  code_62: 'Restricted card',
  code_65: 'Activity limit exceeded',
  code_91: 'The card issuer is unavailable',
  code_96: 'The card network failed',
  code_N7: 'The security code does not match',
};

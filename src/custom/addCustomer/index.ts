// What the property view's conversion form uses of Add Customer: the customer's inputs and the taken-contact check.
export { CustomerInputs } from './CustomerSection';
export { type TakenContacts, takenErrors } from './useContactCheck';

// E-mail and mobile uniqueness, checked when the field loses focus; a taken value blocks saving until it changes.
import { type RefObject, useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { customerInput } from '../../../common/schemas/customer';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../../../common/schemas/profile';
import type { LawnDeskDataProvider } from '../../dataProvider';
import type { CustomerContactField } from '../../dataProvider/customerMethods';

export type ContactField = CustomerContactField;
/** The normalised value the server reported as taken, per field. */
export type TakenContacts = Partial<Record<ContactField, string>>;

const CONTACT_FIELDS: ContactField[] = ['email', 'mobile'];
const TAKEN_MESSAGES: Record<ContactField, string> = { email: EMAIL_TAKEN, mobile: PHONE_TAKEN };

/** The value as the server stores it (lower-case e-mail, phone digits), or null while it is not valid yet. */
function normalised(field: ContactField, value: unknown): string | null {
  const result = customerInput.shape[field].safeParse(value ?? '');
  return result.success ? result.data : null;
}

/** Messages for the fields whose current value is one the server reported as taken. */
export function takenErrors(taken: TakenContacts, values: Partial<Record<ContactField, unknown>>): Record<string, string> | undefined {
  const fields = CONTACT_FIELDS.filter((field) => taken[field] !== undefined && normalised(field, values[field]) === taken[field]);
  return fields.length ? Object.fromEntries(fields.map((field) => [field, TAKEN_MESSAGES[field]])) : undefined;
}

export function useContactCheck(taken: RefObject<TakenContacts>) {
  const { getValues, getFieldState, setError, clearErrors } = useFormContext();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();

  return useCallback(
    async (field: ContactField) => {
      const clearTaken = () => {
        if (getFieldState(field).error?.type === 'taken') clearErrors(field);
      };
      const value = normalised(field, getValues(field));
      if (value === null) return clearTaken();
      let exists: boolean;
      try {
        exists = await dataProvider.isCustomerContactTaken(field, value);
      } catch {
        // The check only warns early: the server checks again when the customer is saved.
        return;
      }
      if (normalised(field, getValues(field)) !== value) return;
      if (exists) {
        taken.current[field] = value;
        setError(field, { type: 'taken', message: TAKEN_MESSAGES[field] });
        return;
      }
      delete taken.current[field];
      clearTaken();
    },
    [dataProvider, getValues, getFieldState, setError, clearErrors, taken],
  );
}

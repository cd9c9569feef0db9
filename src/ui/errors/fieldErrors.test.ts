import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './fieldErrors';

describe('serverFieldErrors', () => {
  it('keeps nested field messages and drops the parent path sent with them', () => {
    const error = new HttpError('Zip code must be at least 5 characters.', 400, {
      errors: {
        'property.zipcode': 'Zip code must be at least 5 characters.',
        property: 'Zip code must be at least 5 characters.',
        email: 'Valid email is required.',
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      'property.zipcode': 'Zip code must be at least 5 characters.',
      email: 'Valid email is required.',
    });
  });

  it('renames the server paths to the form inputs when the form holds part of the body', () => {
    const error = new HttpError('Check the fields.', 400, {
      errors: { 'customer.name.first': 'First name is required.', 'customer.email': 'Valid email is required.' },
    });
    expect(serverFieldErrors(error, (path) => path.replace(/^customer\./, ''))).toEqual({
      'name.first': 'First name is required.',
      email: 'Valid email is required.',
    });
  });

  it('has nothing for an answer without field messages or an error that is not an HTTP answer', () => {
    expect(
      serverFieldErrors(new HttpError('This customer is already locked.', 409, { message: 'This customer is already locked.' })),
    ).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { errorMessage, shouldToastError, toastTypeFor, unexpectedErrorMessage } from './errorMessages';

describe('error messages (spec section 8)', () => {
  it('orders the message: not connected, server message, error message, generic', () => {
    expect(errorMessage({ status: 0, message: 'x' })).toBe('app.auth.server_not_connected');
    expect(errorMessage({ message: 'x' })).toBe('app.auth.server_not_connected');
    expect(errorMessage({ status: 400, message: 'client', body: { message: 'server' } })).toBe('server');
    expect(errorMessage({ status: 400, message: 'client', body: {} })).toBe('client');
    expect(errorMessage({ status: 500, message: '', body: null })).toBe('server.common.something_went_wrong');
    expect(errorMessage({ status: 500, message: '', body: null }, 'app.profile.update_failed')).toBe('app.profile.update_failed');
    expect(errorMessage({ status: 400, message: '', body: { message: 'server' } }, 'app.profile.update_failed')).toBe('server');
  });

  it('words an unclassified failure with the generic variant, and shows it', () => {
    expect(errorMessage({ unclassified: true })).toBe('server.common.unexpected_error');
    expect(errorMessage({ unclassified: true }, 'app.profile.update_failed')).toBe('server.common.unexpected_error');
    expect(unexpectedErrorMessage({ status: 500, body: { message: 'server' } })).toBe('server');
    expect(unexpectedErrorMessage(null)).toBe('server.common.unexpected_error');
    expect(shouldToastError({ unclassified: true })).toBe(true);
  });

  it('shows no toast for the silent statuses or an error flagged not to expose', () => {
    for (const status of [0, 304, 401, 412, 414, 417, 422]) expect(shouldToastError({ status })).toBe(false);
    expect(shouldToastError({ status: 400, doNotExpose: true })).toBe(false);
    for (const status of [400, 403, 404, 409, 429, 500]) expect(shouldToastError({ status })).toBe(true);
  });

  it('picks the toast type by status', () => {
    expect(toastTypeFor(200)).toBe('success');
    expect(toastTypeFor(202)).toBe('success');
    expect(toastTypeFor(400)).toBe('warning');
    expect(toastTypeFor(401)).toBe('error');
    expect(toastTypeFor(403)).toBe('error');
    expect(toastTypeFor(500)).toBe('error');
  });
});

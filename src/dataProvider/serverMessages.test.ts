import { describe, expect, it } from 'vitest';
import { withParams } from '../../common/i18n/catalog';
import { i18nProvider } from '../i18n/i18nProvider';
import { withTranslatableMessages } from './serverMessages';

describe('withTranslatableMessages', () => {
  it('replaces the English text by the key, with parameters, for the message and each field', () => {
    const params = { zipcode: '78702', day: 'validation.week_days.1' };
    const body = withTranslatableMessages({
      status: 409,
      message: 'Zip code 78702 on Monday is already served by another vendor.',
      messageKey: 'validation.vendor.zip_code_taken',
      params,
      errors: { 'zipcodes.0.zipcode': 'validation.vendor.zip_code_taken', vendorId: 'server.not_found.vendor' },
      errorParams: { 'zipcodes.0.zipcode': params },
    });
    const encoded = withParams('validation.vendor.zip_code_taken', params);
    expect(body).toEqual({ status: 409, message: encoded, errors: { 'zipcodes.0.zipcode': encoded, vendorId: 'server.not_found.vendor' } });
  });

  it('leaves a message without a key as it is, and reads the key of a message inside data', () => {
    expect(withTranslatableMessages({ status: 200, message: 'Hello' })).toEqual({ status: 200, message: 'Hello' });
    expect(
      withTranslatableMessages({
        status: 200,
        data: { ok: true, message: 'Test message sent to a@b.c.', messageKey: 'server.settings.test_mail_sent', params: { to: 'a@b.c' } },
      }),
    ).toEqual({ status: 200, data: { ok: true, message: withParams('server.settings.test_mail_sent', { to: 'a@b.c' }) } });
  });
});

describe('i18nProvider', () => {
  it('shows an encoded message in the chosen language, translating parameters that are keys', async () => {
    const message = withParams('validation.vendor.zip_code_taken', { zipcode: '78702', day: 'validation.week_days.1' });
    expect(i18nProvider.translate(message)).toBe('Zip code 78702 on Monday is already served by another vendor.');
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate(message)).toBe('El código postal 78702 del lunes ya lo atiende otro proveedor.');
    expect(i18nProvider.translate('validation.common.address_required')).toBe('La dirección es obligatoria.');
    await i18nProvider.changeLocale('en');
  });
});

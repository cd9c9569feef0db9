import { describe, expect, it } from 'vitest';
import { suggestMapping } from './headerRules';

describe('suggestMapping', () => {
  it("reads Jobber's client export, preferring the service address to the billing one", () => {
    const headers = [
      'J-ID',
      'Display Name',
      'First Name',
      'Last Name',
      'Main Phone #s',
      'Mobile Phone #s',
      'E-mails',
      'Billing Street 1',
      'Billing City',
      'Billing Zip code',
      'Service Street 1',
      'Service City',
      'Service State',
      'Service Zip code',
    ];
    expect(suggestMapping(headers)).toEqual({
      sourceId: 'J-ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      mobile: 'Mobile Phone #s',
      email: 'E-mails',
      address: 'Service Street 1',
      city: 'Service City',
      state: 'Service State',
      zipcode: 'Service Zip code',
    });
  });

  it("reads QuickBooks' customer list, with the whole name in one column", () => {
    const headers = [
      'Customer',
      'Phone Numbers',
      'Email',
      'Billing Street',
      'Billing City',
      'Billing State',
      'Billing ZIP',
      'Open Balance',
      'Title',
      'Job Title',
    ];
    expect(suggestMapping(headers)).toEqual({
      fullName: 'Customer',
      mobile: 'Phone Numbers',
      email: 'Email',
      address: 'Billing Street',
      city: 'Billing City',
      state: 'Billing State',
      zipcode: 'Billing ZIP',
    });
  });

  it("reads Service Autopilot's export", () => {
    const headers = [
      'Client ID',
      'First Name',
      'Last Name',
      'Email',
      'Cell Phone',
      'Home Phone',
      'Property Address',
      'Property City',
      'Property State',
      'Property Zip',
      'Latitude',
      'Longitude',
    ];
    expect(suggestMapping(headers)).toMatchObject({
      sourceId: 'Client ID',
      mobile: 'Cell Phone',
      address: 'Property Address',
      city: 'Property City',
      zipcode: 'Property Zip',
      latitude: 'Latitude',
      longitude: 'Longitude',
    });
  });

  it('reads Spanish headers, accents or not', () => {
    const headers = [
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
      'Dirección',
      'Ciudad',
      'Código Postal',
      'Frecuencia',
      'Día',
      'Precio',
      'Servicio',
    ];
    expect(suggestMapping(headers)).toEqual({
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      mobile: 'Teléfono',
      address: 'Dirección',
      city: 'Ciudad',
      zipcode: 'Código Postal',
      frequency: 'Frecuencia',
      mowDay: 'Día',
      price: 'Precio',
      service: 'Servicio',
    });
  });

  it('reads a service column under its common names, never a person\'s title', () => {
    for (const header of ['Service', 'Service Type', 'Line Items', 'Tipo de servicio', 'Servicios'])
      expect(suggestMapping([header]), header).toEqual({ service: header });
  });

  it('maps nothing it does not recognise, and each column once', () => {
    expect(suggestMapping(['Favourite colour', 'Notes'])).toEqual({});
    expect(Object.values(suggestMapping(['Phone', 'Phone']))).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { headerRowIndex, suggestMapping } from './headerRules';
import { JOBBER_HEADERS } from './jobberHeaders';

describe('suggestMapping', () => {
  it("reads Jobber's client export: Main phone, company, Street 2, the billing address beside the service one", () => {
    const headers = [...JOBBER_HEADERS];
    expect(suggestMapping(headers)).toEqual({
      sourceId: 'J-ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      companyName: 'Company Name',
      mobile: 'Main Phone #s',
      emergencyPhone: 'Mobile Phone #s',
      email: 'E-mails',
      address: 'Service Street 1',
      address2: 'Service Street 2',
      city: 'Service City',
      state: 'Service State',
      zipcode: 'Service Zip code',
      billingAddress: 'Billing Street 1',
      billingAddress2: 'Billing Street 2',
      billingCity: 'Billing City',
      billingState: 'Billing State',
      billingZipcode: 'Billing Zip code',
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

describe('headerRowIndex', () => {
  it('finds the header below a title and a date row', () => {
    const records = [
      ['Green Acres Lawn: client list', '', ''],
      ['Exported 5/1/2025', '', ''],
      ['Client ID', 'Name', 'Service Address', 'Zip'],
      ['1', 'Ann Smith', '1 Oak Ln', '78701'],
    ];
    expect(headerRowIndex(records)).toBe(2);
  });

  it('keeps the first line when it is the header', () => {
    expect(headerRowIndex([['First Name', 'Last Name', 'Zip'], ['Ann', 'Smith', '78701']])).toBe(0);
  });

  it('takes the fullest line when no header word is known', () => {
    expect(headerRowIndex([['Report'], ['Colour', 'Size', 'Shape'], ['red', 'big', 'round']])).toBe(1);
  });
});

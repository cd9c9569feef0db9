// Which column fills which field, suggested from the header names: English and Spanish words, and the headers of
// Jobber's client export, QuickBooks' customer list and Service Autopilot's export. A service address wins over a
// billing one, since the crews go there.
import type { ImportField, ImportMapping } from '../../../../common/schemas/dataImport';
import { plain } from './normaliseRules';

/** Header names as `headerWord` spells them, best first, for each field. */
const HEADER_WORDS: Record<ImportField, string[]> = {
  sourceId: [
    'clientid',
    'customerid',
    'jid',
    'id',
    'clientnumber',
    'customernumber',
    'accountnumber',
    'account',
    'idcliente',
    'numerodecliente',
    'numerocliente',
    'nocliente',
  ],
  fullName: [
    'displayname',
    'fullname',
    'name',
    'customer',
    'customername',
    'client',
    'clientname',
    'nombrecompleto',
    'cliente',
    'nombredelcliente',
  ],
  firstName: ['firstname', 'first', 'givenname', 'nombre', 'nombres', 'primernombre'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'apellido', 'apellidos'],
  email: ['email', 'emails', 'emailaddress', 'mainemail', 'primaryemail', 'email1', 'correo', 'correoelectronico', 'correos'],
  mobile: [
    'mobilephones',
    'mobilephone',
    'mobile',
    'cellphone',
    'cell',
    'mainphones',
    'mainphone',
    'phone',
    'phones',
    'phonenumber',
    'phonenumbers',
    'primaryphone',
    'homephone',
    'telephone',
    'celular',
    'movil',
    'telefonomovil',
    'telefono',
    'telefonos',
  ],
  emergencyPhone: [
    'emergencyphone',
    'altphone',
    'alternatephone',
    'otherphone',
    'workphone',
    'workphones',
    'phone2',
    'telefonodeemergencia',
    'telefonoalternativo',
    'otrotelefono',
  ],
  address: [
    'servicestreet1',
    'servicestreet',
    'serviceaddress',
    'propertyaddress',
    'propertystreet',
    'propertystreet1',
    'shippingstreet',
    'shiptostreet',
    'shiptoaddress',
    'shipto1',
    'address',
    'address1',
    'addressline1',
    'street',
    'street1',
    'streetaddress',
    'billingstreet1',
    'billingstreet',
    'billingaddress',
    'billto1',
    'direcciondeservicio',
    'direccion',
    'calle',
    'domicilio',
  ],
  city: [
    'servicecity',
    'propertycity',
    'shippingcity',
    'shiptocity',
    'city',
    'town',
    'billingcity',
    'billtocity',
    'ciudad',
    'municipio',
    'localidad',
  ],
  state: ['servicestate', 'propertystate', 'shippingstate', 'shiptostate', 'state', 'province', 'billingstate', 'billtostate', 'estado'],
  zipcode: [
    'servicezipcode',
    'servicezip',
    'servicepostalcode',
    'propertyzip',
    'propertyzipcode',
    'shippingzip',
    'shippingzipcode',
    'shiptozip',
    'zip',
    'zipcode',
    'postalcode',
    'postcode',
    'billingzip',
    'billingzipcode',
    'billtozip',
    'codigopostal',
    'cp',
  ],
  latitude: ['latitude', 'lat', 'servicelatitude', 'propertylatitude', 'latitud'],
  longitude: ['longitude', 'lng', 'lon', 'long', 'servicelongitude', 'propertylongitude', 'longitud'],
  lotSize: ['lotsize', 'lotsqft', 'lotsquarefeet', 'lawnsize', 'lawnsqft', 'sqft', 'squarefeet', 'tamanodellote', 'tamanodelote', 'lote'],
  gateCode: ['gatecode', 'accesscode', 'gate', 'codigodeporton', 'codigodelporton', 'codigodeacceso'],
  service: [
    'service',
    'services',
    'servicetype',
    'servicetypes',
    'lineitems',
    'lineitem',
    'lineitemname',
    'productservice',
    'servicio',
    'servicios',
    'tipodeservicio',
  ],
  frequency: ['frequency', 'servicefrequency', 'mowfrequency', 'visitfrequency', 'recurrence', 'frecuencia', 'frecuenciadeservicio'],
  mowDay: ['mowday', 'serviceday', 'visitday', 'day', 'dayofweek', 'routeday', 'diadecorte', 'diadeservicio', 'dia'],
  price: [
    'price',
    'mowprice',
    'serviceprice',
    'pricepervisit',
    'pervisit',
    'rate',
    'unitprice',
    'amount',
    'precio',
    'tarifa',
    'preciopvisita',
  ],
  startDate: ['startdate', 'servicestartdate', 'firstvisit', 'firstservice', 'fechadeinicio', 'inicio'],
};

/** "Service Zip code", "E-mails" and "Código Postal" as compared: lower case, no accents, letters and digits only. */
export const headerWord = (header: string) => plain(header).replace(/[^a-z0-9]/g, '');

/**
 * For each field, the header that best names it (each header fills one field at most). A whole-name column is only
 * suggested when first and last names have no columns of their own.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const words = headers.map(headerWord);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  const candidates = (Object.entries(HEADER_WORDS) as [ImportField, string[]][]).flatMap(([field, names]) =>
    names.flatMap((name, rank) => words.flatMap((word, column) => (word === name ? [{ field, rank, column }] : []))),
  );
  candidates.sort((a, b) => a.rank - b.rank);
  for (const { field, column } of candidates) {
    if (mapping[field] !== undefined || taken.has(column)) continue;
    mapping[field] = headers[column];
    taken.add(column);
  }
  if (mapping.firstName && mapping.lastName) delete mapping.fullName;
  return mapping;
}

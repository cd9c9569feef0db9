// Which column fills which field, suggested from the header names: English and Spanish words, and the headers of
// Jobber's client export, QuickBooks' customer list and Service Autopilot's export. A service address wins over a
// billing one, since the crews go there; the billing address, when both are there, stands in for a blank service one.
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
    // "Customer #", "Client #", "Account #" lose their "#": taken as the id only when the cells are numbers (below).
    'customer',
    'client',
    'customerno',
    'clientno',
    'accountno',
  ],
  fullName: [
    'displayname',
    'fullname',
    'name',
    'customer',
    'customername',
    'client',
    'clientname',
    'accountname',
    'contactname',
    'nombrecompleto',
    'cliente',
    'nombredelcliente',
  ],
  firstName: ['firstname', 'first', 'givenname', 'nombre', 'nombres', 'primernombre'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'apellido', 'apellidos'],
  companyName: ['companyname', 'company', 'businessname', 'business', 'organization', 'empresa', 'compania', 'nombredelaempresa'],
  email: ['email', 'emails', 'emailaddress', 'mainemail', 'primaryemail', 'email1', 'correo', 'correoelectronico', 'correos'],
  mobile: [
    'mainphones',
    'mainphone',
    'mobilephones',
    'mobilephone',
    'mobile',
    'cellphone',
    'cell',
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
    'mobilephones',
    'mobilephone',
    'cellphone',
    'homephones',
    'homephone',
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
  address2: [
    'servicestreet2',
    'propertystreet2',
    'shippingstreet2',
    'shiptostreet2',
    'address2',
    'addressline2',
    'street2',
    'apt',
    'unit',
    'suite',
    'billingstreet2',
    'direccion2',
    'apartamento',
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
  state: ['servicestate', 'propertystate', 'shippingstate', 'shiptostate', 'state', 'province', 'provincestate', 'stateprovince', 'billingstate', 'billtostate', 'estado'],
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
    'postalzipcode',
    'zippostalcode',
    'billingzip',
    'billingzipcode',
    'billtozip',
    'codigopostal',
    'cp',
  ],
  billingAddress: ['billingstreet1', 'billingstreet', 'billingaddress', 'billingaddress1', 'billto1', 'direcciondefacturacion'],
  billingAddress2: ['billingstreet2', 'billingaddress2', 'billto2'],
  billingCity: ['billingcity', 'billtocity', 'ciudaddefacturacion'],
  billingState: ['billingstate', 'billtostate', 'estadodefacturacion'],
  billingZipcode: ['billingzipcode', 'billingzip', 'billingpostalcode', 'billtozip', 'codigopostaldefacturacion'],
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
    'servicename',
    'servicedescription',
    'servicecode',
    'jobname',
    'jobtype',
    'job',
  ],
  frequency: [
    'frequency',
    'servicefrequency',
    'mowfrequency',
    'visitfrequency',
    'recurrence',
    'schedule',
    'repeats',
    'repeat',
    'interval',
    'frecuencia',
    'frecuenciadeservicio',
  ],
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
    'visitprice',
    'charge',
    'cost',
    'total',
  ],
  startDate: ['startdate', 'servicestartdate', 'firstvisit', 'firstservice', 'fechadeinicio', 'inicio'],
};

/** "Service Zip code", "E-mails" and "Código Postal" as compared: lower case, no accents, letters and digits only. */
export const headerWord = (header: string) => plain(header).replace(/[^a-z0-9]/g, '');

const BILLING_FIELDS: ReadonlySet<ImportField> = new Set(['billingAddress', 'billingAddress2', 'billingCity', 'billingState', 'billingZipcode']);

/** What a column's cells look like, from the file's first rows: what a header's words alone cannot tell. */
type Looks = 'number' | 'email' | 'name' | 'other' | null;
function looksOf(cells: readonly string[]): Looks {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  if (!filled.length) return null;
  const most = (test: (cell: string) => boolean) => filled.filter(test).length >= filled.length * 0.8;
  if (most((cell) => /^#?\s*\d[\d\s-]*$/.test(cell))) return 'number';
  if (most((cell) => cell.includes('@'))) return 'email';
  if (most((cell) => /\p{L}/u.test(cell) && !/\d/.test(cell))) return 'name';
  return 'other';
}

const NAME_FIELDS: ReadonlySet<ImportField> = new Set(['fullName', 'firstName', 'lastName', 'companyName']);

/**
 * Whether a column's cells can be the field: a name is not a column of numbers ("Customer #" above 1043, 1044…) nor of
 * e-mails, an id not a column of names; an e-mail holds "@". Unknown (no rows seen) fits anything.
 */
function fits(field: ImportField, looks: Looks) {
  if (looks === null) return true;
  if (NAME_FIELDS.has(field)) return looks === 'name' || looks === 'other';
  if (field === 'sourceId') return looks === 'number' || looks === 'other';
  if (field === 'email') return looks === 'email';
  return true;
}

/**
 * For each field, the header that best names it (each header fills one field at most), among the columns whose first
 * rows' cells can be that field. The billing fields take what the service address left: a file with only a billing
 * address (QuickBooks) has it as the service address. A whole-name column is only suggested when first and last names
 * have no columns of their own.
 */
export function suggestMapping(headers: readonly string[], sample: readonly (readonly string[])[] = []): ImportMapping {
  const words = headers.map(headerWord);
  const looks = headers.map((_, column) => looksOf(sample.map((cells) => cells[column] ?? '')));
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  const candidates = (Object.entries(HEADER_WORDS) as [ImportField, string[]][]).flatMap(([field, names]) =>
    names.flatMap((name, rank) =>
      words.flatMap((word, column) => (word === name && fits(field, looks[column]) ? [{ field, rank, column }] : [])),
    ),
  );
  candidates.sort((a, b) => Number(BILLING_FIELDS.has(a.field)) - Number(BILLING_FIELDS.has(b.field)) || a.rank - b.rank);
  for (const { field, column } of candidates) {
    if (mapping[field] !== undefined || taken.has(column)) continue;
    mapping[field] = headers[column];
    taken.add(column);
  }
  if (mapping.firstName && mapping.lastName) delete mapping.fullName;
  if (!mapping.fullName && !mapping.firstName && !mapping.lastName) {
    // No header said "name" as a field's word: a column of names whose header holds "name" ("Client Name (Last, First)").
    const named = words.findIndex((word, column) => !taken.has(column) && word.includes('name') && looks[column] === 'name');
    if (named >= 0) mapping.fullName = headers[named];
  }
  return mapping;
}

/** How far down a header is looked for: a workbook's title, date and blank rows come before it. */
const HEADER_SEARCH_ROWS = 10;

/**
 * Which of the first lines (blank ones already left out) is the header: the first naming at least two fields, else the
 * first as filled as the fullest of them, so a title row ("Client list, May 2025") above it is passed over.
 */
export function headerRowIndex(records: readonly (readonly string[])[]): number {
  const head = records.slice(0, HEADER_SEARCH_ROWS);
  const named = head.findIndex((cells) => Object.keys(suggestMapping(cells.map((cell) => cell.trim()))).length >= 2);
  if (named >= 0) return named;
  const filled = head.map((cells) => cells.filter((cell) => cell.trim() !== '').length);
  return Math.max(0, filled.indexOf(Math.max(0, ...filled)));
}

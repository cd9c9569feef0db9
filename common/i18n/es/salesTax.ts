// Spanish messages of sales tax by place.
import type { CatalogOf } from '../catalogTypes';
import type { invoiceServerEn, invoiceValidationEn, salesTaxServerEn, salesTaxValidationEn } from '../en/salesTax';

export const salesTaxServerEs: CatalogOf<typeof salesTaxServerEn> = {
  rates_loaded: 'Tasas cargadas: %{rows} filas para %{state} desde el %{date}.',
  unknown_codes: 'Estos códigos no están en la tabla de tasas de ese día: %{codes}.',
  no_rate_table: 'Ninguna tabla de tasas de %{state} está vigente ese día: cargue una primero.',
  override_saved: 'Se guardaron las jurisdicciones de la propiedad.',
};

export const salesTaxValidationEs: CatalogOf<typeof salesTaxValidationEn> = {
  choose_state: 'Indique las dos letras del estado.',
  rate_file_required: 'Elija el archivo de tasas.',
  rate_file_too_large: 'El archivo pesa más de 5 MB.',
  file_name: 'El nombre del archivo tiene de 1 a 200 caracteres.',
  codes_too_many: 'Indique como máximo 10 jurisdicciones.',
  code: 'Un código tiene de 1 a 20 letras, dígitos o guiones.',
  note_too_long: 'La nota tiene como máximo 200 caracteres.',
  taxable_items: 'Elija lo que grava el estado.',
  states_too_many: 'Indique como máximo 60 estados.',
  state_twice: 'Cada estado una sola vez.',
  rate_file: {
    not_csv: 'Línea %{line}: no es un archivo CSV legible (¿una comilla sin cerrar?).',
    not_triples:
      'Línea %{line}: %{cells} celdas, donde el archivo del Contralor lleva un nombre, un código local y una tasa por jurisdicción (separados por tabuladores) y quizá la tasa total.',
    total_differs: 'Línea %{line}: la tasa total %{total} no es la suma de las tasas de la línea y la del estado (%{sum}).',
    too_complex: 'El archivo tardó demasiado en leerse o necesitó demasiada memoria: ¿es un archivo de tasas?',
    no_areas: 'Línea %{line}: el archivo no nombra ninguna ciudad ni zona.',
    empty: 'Línea %{line}: el archivo está vacío.',
    too_many_rows: 'Línea %{line}: el archivo tiene más de %{max} filas.',
    missing_column: 'Línea %{line}: falta la columna "%{column}".',
    unknown_type: 'Línea %{line}: el tipo "%{value}" no es state, county, city, transit ni spd.',
    bad_code: 'Línea %{line}: el código local tiene de 1 a 20 letras, dígitos o guiones.',
    bad_name: 'Línea %{line}: el nombre de la jurisdicción tiene de 1 a 120 caracteres.',
    bad_rate: 'Línea %{line}: la tasa "%{value}" no es un decimal de 0 a .1 (el Contralor escribe 1 % como .010000).',
    state_has_place: 'Línea %{line}: la fila del estado no lleva código postal ni ciudad.',
    second_state_row: 'Línea %{line}: una segunda fila de estado: un archivo es de un solo estado.',
    bad_zip: 'Línea %{line}: el código postal "%{value}" no tiene cinco dígitos.',
    bad_city: 'Línea %{line}: la ciudad tiene como máximo 80 caracteres.',
    code_conflict: 'Línea %{line}: el código %{code} tiene otra tasa u otro tipo en la línea %{other}.',
    no_state_row: 'Línea %{line}: el archivo no tiene la fila del estado (tipo state, su tasa, sin código postal).',
    combined_too_high: 'Línea %{line}: las tasas de %{place} suman más de %{max}: ¿están las columnas en su lugar?',
  },
};

export const invoiceServerEs: CatalogOf<typeof invoiceServerEn> = {
  issued: '%{smart_count} factura emitida |||| %{smart_count} facturas emitidas',
  received: 'Recibido: el saldo de la factura es ahora %{balance}.',
  credited: 'Nota de crédito %{number} emitida: la factura no debe nada.',
  not_open: 'Esta factura no debe nada: no hay nada que recibir ni acreditar.',
  statement_clear: 'No hay facturas abiertas: no se debe nada.',
  pay_links_limited:
    'Se abrieron demasiadas páginas de pago para estas facturas en la última hora. Inténtelo dentro de una hora o llame a la oficina.',
  sent: 'La factura %{number} se envió de nuevo con un enlace de pago nuevo (%{emails} correo, %{texts} mensaje de texto).',
  not_sent: 'La factura %{number} no se envió: el cliente no recibe correos ni mensajes de texto.',
  more_than_owed: 'Es más de lo que debe la factura (%{balance}).',
  items: { mow: 'Corte de césped', bnb: 'Arbustos y jardineras', treatment: 'Tratamiento del césped', 'call-log': 'Visita de servicio' },
  invoiced_customer: 'Este cliente paga por factura.',
  card_customer: 'Este cliente paga con tarjeta.',
};

export const invoiceValidationEs: CatalogOf<typeof invoiceValidationEn> = {
  terms: 'Elija neto 15 o neto 30.',
  amount: 'Indique un importe en centavos desde 1.',
  amount_dollars: 'Indique el importe recibido, mayor que $0.',
  method: 'Elija cheque o efectivo.',
  reference: 'La referencia tiene como máximo 80 caracteres.',
  customer_required: 'Elija el cliente cuyo estado de cuenta se muestra.',
};

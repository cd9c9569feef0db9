// The Spanish of ../salesTax.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { salesTaxEn } from '../salesTax';

export const salesTaxEs: Spanish<typeof salesTaxEn> = {
  title: 'Impuesto sobre ventas por lugar',
  help: 'Cada visita paga la tasa combinada de las jurisdicciones donde está su propiedad el día de la visita: la del estado, la ciudad, el condado, la autoridad de tránsito y cualquier distrito especial. Cargue las tasas del Contralor de Texas para los códigos postales que atiende; un lugar que ninguna tabla cubre paga el porcentaje de su mercado.',
  load: {
    title: 'Cargar una tabla de tasas',
    state: 'Estado',
    effective_from: 'Tasas vigentes desde',
    file: 'Archivo de tasas (taxrates.txt del Contralor o CSV)',
    choose_file: 'Elegir un archivo',
    no_file: 'Ningún archivo elegido',
    submit: 'Cargar tasas',
    sample: 'Descargar un archivo de ejemplo',
    format_comptroller:
      'El taxrates.txt del Contralor se carga tal como se publica (descárguelo de la página de tasas del impuesto sobre las ventas del Contralor): cada propiedad toma las jurisdicciones de la zona de su ciudad. Donde una ciudad está en dos condados que gravan distinto, indique a mano las jurisdicciones de la propiedad.',
    format:
      'O el CSV propio de LawnDesk, una fila por jurisdicción y código postal: zip, city (vacía para todo el código postal), local_code, jurisdiction, type (state, county, city, transit, spd) y rate como la escribe el Contralor (.010000 es 1 %). El estado tiene una fila sin código postal. Un archivo con un error no carga nada e indica la línea.',
    replaces: 'Cargar una tabla para un día ya cargado la reemplaza. Los cargos ya hechos conservan sus tasas.',
  },
  tables: {
    title: 'Tablas de tasas cargadas',
    empty: 'Aún no hay tablas de tasas: cada visita paga el porcentaje de impuesto de su mercado.',
    state: 'Estado',
    from: 'Vigente desde',
    file: 'Archivo',
    rows: 'Filas',
    jurisdictions: 'Jurisdicciones',
    loaded: 'Cargada',
  },
  types: {
    state: 'Estado',
    county: 'Condado',
    city: 'Ciudad',
    transit: 'Tránsito',
    spd: 'Distrito especial',
    market: 'Mercado',
  },
  sources: {
    'rate-table': 'Según la tabla de tasas del %{date}',
    override: 'Jurisdicciones elegidas por el personal',
    market: 'El porcentaje de impuesto del mercado',
    'not-taxable': 'Sin impuesto',
  },
  property: {
    title: 'Impuesto sobre ventas',
    rate: 'Tasa de impuesto %{rate} %',
    not_in_table:
      'La tabla de tasas del %{date} no tiene el código postal %{zipcode}: esta propiedad paga el %{rate} % de su mercado. Elija sus jurisdicciones o cargue una tabla que lo tenga.',
    no_table: 'No hay tabla de tasas de %{state}: esta propiedad paga el %{rate} % de su mercado.',
    taxable: 'Gravado en %{state}: %{items}',
    taxable_none: 'En %{state} no se grava nada.',
    choose: 'Elegir jurisdicciones',
    overrides: 'Elecciones del personal, cada una desde su día',
    override_line: 'Desde el %{date}: %{codes}',
    back_to_table: 'decide la tabla de tasas',
    dialog_title: '¿Qué jurisdicciones tienen esta propiedad?',
    dialog_help:
      'Cuando la ciudad postal de la propiedad no es su ciudad fiscal. La tasa del estado se aplica siempre. No elija ninguna para que la tabla de tasas decida de nuevo desde ese día.',
    codes: 'Jurisdicciones locales',
    effective_from: 'Desde',
    note: 'Por qué (para el historial)',
  },
  settings: {
    title: 'Impuesto sobre ventas: lo que grava cada estado',
    help: 'Un estado que no aparece grava todos los servicios. Texas grava el cuidado del césped y el paisajismo.',
    state: 'Estado',
    items: 'Servicios gravados',
  },
};

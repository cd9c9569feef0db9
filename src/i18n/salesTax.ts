// Sales tax by place: System Settings → Sales tax (the rate tables), the System Settings section saying what each state
// taxes, and the property view's rate card: `app.sales_tax.*`.
import type { Spanish } from './spanish';

export const salesTaxEn = {
  title: 'Sales tax by place',
  help: 'Each visit is taxed at the combined rate of the jurisdictions holding its property on the visit’s day: the state’s, the city’s, the county’s, the transit authority’s and any special district’s. Load the Texas Comptroller’s rates for the zip codes you serve; a place no table covers pays its market’s percent.',
  load: {
    title: 'Load a rate table',
    state: 'State',
    effective_from: 'Rates in force from',
    file: 'Rate file (the Comptroller’s taxrates.txt or CSV)',
    choose_file: 'Choose a file',
    no_file: 'No file chosen',
    submit: 'Load rates',
    sample: 'Download an example file',
    format_comptroller:
      'The Comptroller’s taxrates.txt loads as published (download it from the Comptroller’s sales tax rate page): each property takes the jurisdictions of its city’s area. Where a city lies in two counties that tax apart, set the property’s jurisdictions by hand.',
    format:
      'Or LawnDesk’s own CSV, one row per jurisdiction and zip code: zip, city (blank for the whole zip code), local_code, jurisdiction, type (state, county, city, transit, spd) and rate as the Comptroller writes it (.010000 is 1 %). The state has one row with no zip code. A file with a fault loads nothing and says the line.',
    replaces: 'Loading a table for a day already loaded replaces it. Charges already made keep their rates.',
  },
  tables: {
    title: 'Rate tables loaded',
    empty: 'No rate table loaded yet: every visit pays its market’s tax percent.',
    state: 'State',
    from: 'In force from',
    file: 'File',
    rows: 'Rows',
    jurisdictions: 'Jurisdictions',
    loaded: 'Loaded',
  },
  types: {
    state: 'State',
    county: 'County',
    city: 'City',
    transit: 'Transit',
    spd: 'Special district',
    market: 'Market',
  },
  sources: {
    'rate-table': 'From the rate table of %{date}',
    override: 'Jurisdictions chosen by staff',
    market: 'The market’s tax percent',
    'not-taxable': 'Not taxed',
  },
  property: {
    title: 'Sales tax',
    rate: 'Tax rate %{rate} %',
    not_in_table:
      'The rate table of %{date} has no row for zip code %{zipcode}: this property pays its market’s %{rate} %. Choose its jurisdictions, or load a table that has it.',
    no_table: 'No rate table for %{state} is loaded: this property pays its market’s %{rate} %.',
    taxable: 'Taxed in %{state}: %{items}',
    taxable_none: 'Nothing is taxed in %{state}.',
    choose: 'Choose jurisdictions',
    overrides: 'Staff’s choices, each from its day',
    override_line: 'From %{date}: %{codes}',
    back_to_table: 'the rate table decides',
    dialog_title: 'Which jurisdictions hold this property?',
    dialog_help:
      'When the property’s mailing city is not its taxing city. The state’s rate always applies. Choose none to let the rate table decide again from that day.',
    codes: 'Local jurisdictions',
    effective_from: 'From',
    note: 'Why (for the history)',
  },
  settings: {
    title: 'Sales tax: what each state taxes',
    help: 'A state not listed taxes every service. Texas taxes lawn care and landscaping.',
    state: 'State',
    items: 'Taxed services',
  },
};

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

// Sales tax by place: System Settings → Sales tax (the rate tables), the System Settings section saying what each state
// taxes, and the property view's rate card: `app.sales_tax.*`.

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

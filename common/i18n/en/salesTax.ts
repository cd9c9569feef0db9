// English messages of sales tax by place and of invoices: merged into `server.sales_tax`, `server.invoices`,
// `validation.sales_tax` and `validation.invoice`.

export const salesTaxServerEn = {
  rates_loaded: 'Rates loaded: %{rows} rows for %{state} from %{date}.',
  unknown_codes: 'These codes are not in the rate table of that day: %{codes}.',
  no_rate_table: 'No rate table for %{state} is in force on that day: load one first.',
  override_saved: 'The property’s jurisdictions were saved.',
} as const;

export const salesTaxValidationEn = {
  choose_state: 'Enter the state’s two letters.',
  rate_file_required: 'Choose the rate file.',
  rate_file_too_large: 'The file is larger than 5 MB.',
  file_name: 'The file name is 1 to 200 characters.',
  codes_too_many: 'Name at most 10 jurisdictions.',
  code: 'A code is 1 to 20 letters, digits or dashes.',
  note_too_long: 'The note is at most 200 characters.',
  taxable_items: 'Choose what the state taxes.',
  states_too_many: 'List at most 60 states.',
  state_twice: 'Each state once.',
  rate_file: {
    not_csv: 'Line %{line}: this is not a CSV file that can be read (a quote left open?).',
    not_triples:
      'Line %{line}: %{cells} cells, where the Comptroller’s file has a name, a local code and a rate for each jurisdiction (tab-separated), then perhaps the total rate.',
    total_differs: 'Line %{line}: the total rate %{total} is not what the line’s rates and the state’s add up to (%{sum}).',
    too_complex: 'The file took too long to read or needed too much memory: is it a rate file?',
    no_areas: 'Line %{line}: the file names no city or area.',
    empty: 'Line %{line}: the file is empty.',
    too_many_rows: 'Line %{line}: the file has more than %{max} rows.',
    missing_column: 'Line %{line}: the column "%{column}" is missing.',
    unknown_type: 'Line %{line}: the type "%{value}" is not one of state, county, city, transit, spd.',
    bad_code: 'Line %{line}: the local code is 1 to 20 letters, digits or dashes.',
    bad_name: 'Line %{line}: the jurisdiction’s name is 1 to 120 characters.',
    bad_rate: 'Line %{line}: the rate "%{value}" is not a decimal from 0 to .1 (the Comptroller writes 1 % as .010000).',
    state_has_place: 'Line %{line}: the state’s row has no zip code and no city.',
    second_state_row: 'Line %{line}: a second state row: a file holds one state.',
    bad_zip: 'Line %{line}: the zip code "%{value}" is not five digits.',
    bad_city: 'Line %{line}: the city is at most 80 characters.',
    code_conflict: 'Line %{line}: the code %{code} has another rate or type on line %{other}.',
    no_state_row: 'Line %{line}: the file has no state row (type state, its rate, no zip code).',
    combined_too_high: 'Line %{line}: the rates at %{place} add up to more than %{max}: are the columns in the right place?',
  },
} as const;

export const invoiceServerEn = {
  issued: '%{smart_count} invoice issued |||| %{smart_count} invoices issued',
  received: 'Received: the invoice’s balance is now %{balance}.',
  credited: 'Credit note %{number} issued: the invoice owes nothing.',
  not_open: 'This invoice owes nothing: there is nothing to receive or credit.',
  statement_clear: 'No open invoices: nothing is owed.',
  pay_links_limited: 'Too many pay pages were opened for these invoices in the last hour. Try again in an hour, or call the office.',
  sent: 'Invoice %{number} was sent again with a new pay link (%{emails} e-mail, %{texts} text).',
  not_sent: 'Invoice %{number} was not sent: the customer takes no e-mail or text.',
  more_than_owed: 'That is more than the invoice owes (%{balance}).',
  items: { mow: 'Lawn service', bnb: 'Bush and bed', treatment: 'Lawn treatment', 'call-log': 'Service call' },
  invoiced_customer: 'This customer is billed by invoice.',
  card_customer: 'This customer is billed by card.',
} as const;

export const invoiceValidationEn = {
  terms: 'Choose net 15 or net 30.',
  amount: 'Enter an amount in cents from 1.',
  amount_dollars: 'Enter the amount received, above $0.',
  method: 'Choose check or cash.',
  reference: 'The reference is at most 80 characters.',
  customer_required: 'Choose the customer whose statement to show.',
} as const;

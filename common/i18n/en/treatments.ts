// English messages of the treatments domain (products, programs, application records), merged into `server.treatments`
// and `validation.treatment`.

export const treatmentsEn = {
  stock_adjusted: 'Stock adjusted.',
  stock_negative: 'This adjustment would leave less than nothing in stock: count it again.',
  enrolled: 'Enrolled in the program for %{season}.',
  already_enrolled: 'This property is already enrolled in this program for that season.',
  no_round_left: 'Every round of this program has closed for that season.',
  unknown_product: 'One of the products is not in the catalog.',
  licence_saved: 'Licence saved.',
  cannot_apply: 'Only crew members and office staff may hold an applicator licence.',
  application_recorded: 'Application recorded.',
  correction_recorded: 'Correction recorded; the original record is kept.',
  records_never_change:
    'An application record is never edited or deleted: record a correction instead (POST /applications/{id}/corrections).',
  already_corrected: 'This record was already corrected: correct the latest record instead.',
  not_your_stop: 'This stop is not your crew’s.',
  applicator_required: 'Name the applicator of a paper record.',
  applicator_is_you: 'A crew member records their own applications.',
  unit_mismatch: 'Give the amount in the product’s unit.',
  licence_missing: 'The applicator has no applicator licence on file.',
  licence_expired: 'The applicator’s licence has expired.',
  rate_above_label: 'The rate is above the label’s maximum: a supervisor may override it with a reason.',
  override_supervisor_only: 'Only a supervisor may record a rate above the label’s maximum.',
  rate_above_label_overridden: 'The rate is above the label’s maximum (overridden by a supervisor).',
  rate_below_label: 'The rate is below the label’s minimum.',
  wind_above_label: 'The wind was above the label’s limit.',
  stock_short: 'Stock on hand was less than the amount applied: count the stock.',
};

/** Validation messages of the treatments forms, merged into `validation.treatment`. */
export const treatmentValidationEn = {
  name_required: 'Name is required.',
  epa_reg_no_invalid: 'Enter the EPA registration number as on the label: company number-product number (e.g. 100-1070 or 524-475-1234).',
  unit_invalid: 'Choose oz, lb, gal or fl oz.',
  quantity_invalid: 'Enter a number within range.',
  rate_range_invalid: 'The maximum rate must be at least the minimum.',
  reason_required: 'Give a reason.',
  month_day_invalid: 'Enter a day of the year as MM-DD (e.g. 02-01).',
  window_invalid: 'The window must end on or after its start.',
  round_products_required: 'Add at least one product to the round.',
  rounds_required: 'Add at least one round.',
  too_many: 'Too many items.',
  price_invalid: 'Enter the price in whole cents.',
  season_invalid: 'Enter the season’s year.',
  lawn_invalid: 'Enter the lawn’s area in whole sq ft (at least 100).',
  consent_required: 'Record the customer’s consent to the program.',
  licence_required: 'Enter the licence number.',
  target_pest_required: 'Enter the target pest.',
  wind_direction_invalid: 'Choose the wind’s direction.',
  temperature_invalid: 'Enter the temperature in °F.',
  started_at_invalid: 'Enter when the application started.',
};

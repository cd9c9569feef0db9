// English messages of the quotes domain (leads and quotes), merged into `server.quotes` and `validation.quote`.

export const quotesEn = {
  signup_asked_mow: 'Lawn Service every %{weeks} week(s), asked on the sign-up page.',
  signup_asked_bnb: 'Bush and Bed, asked on the sign-up page.',
  follow_up_email_subject: 'Your quote from %{business} is waiting',
  follow_up_email_body:
    'Hello %{firstName},\n\nWe sent you a quote for %{address} (%{total}) a few days ago. You can read it and approve it online: %{link}\n\nIt is valid until %{expiresOn}. Questions? Just reply.',
  follow_up_text_body: '%{business}: your quote for %{address} (%{total}) is waiting for you: %{link}',
  lead_updated: 'Lead updated.',
  quote_added: 'Quote saved.',
  quote_updated: 'Quote saved.',
  quote_new_version: 'Quote saved as version %{version}: the customer sees it at the same link.',
  quote_extended: 'The quote now expires on %{date}.',
  quote_sent: 'Quote sent.',
  quote_declined: 'Quote marked as declined.',
  not_editable: 'An approved or declined quote cannot be changed.',
  not_sendable: 'An approved or declined quote cannot be sent again.',
  no_way_to_send: 'This quote has no e-mail address to go to.',
  lead_already_quoted: 'This lead already became a customer.',
  invalid: 'This quote link is not valid: please check it, or contact us.',
  already_approved: 'This quote was already approved. Thank you!',
  declined: 'This quote was declined: please contact us for a new one.',
  already_declined: 'This quote was already declined: please contact us for a new one.',
  customer_declined: 'Thank you for letting us know. We declined the quote as you asked.',
  decline_reasons: {
    price: 'The price is too high',
    'other-company': 'I chose another company',
    'not-now': 'Not now',
    diy: 'I will do it myself',
    other: 'Another reason',
  },
  expired: 'This quote has expired: please contact us and we will send it again.',
  superseded: 'This quote was changed since you opened it: please read the new version, then approve it.',
  deposit_after_approval: 'The deposit is paid once the quote is approved.',
  no_deposit: 'This quote asks no deposit.',
  deposit_paid: 'The deposit was already paid. Thank you!',
  deposit_paid_now: 'Deposit received. Thank you!',
  deposit_declined: 'The card was declined.',
  approved: 'Quote approved. Thank you! We will be in touch about your first visit.',
  email_subject: 'Your quote from %{business}',
  email_body:
    'Hello %{firstName},\n\nThank you for asking %{business}. Your quote for %{address} is ready: %{total}.\n\nRead it and approve it online: %{link}\n\nIt is valid until %{expiresOn}.',
  text_body: '%{business}: your quote for %{address} is ready (%{total}). Read and approve it: %{link}',
};

/** Validation messages of the quote and lead forms, merged into `validation.quote`. */
export const quoteValidationEn = {
  lost_reason_required: 'Say why the lead was lost.',
  line_type_required: 'Choose what the line is.',
  price_whole_cents: 'Enter the price in whole cents.',
  description_required: 'Describe the work.',
  add_line: 'Add at least one line.',
  expiry_required: 'Choose until when the quote is valid.',
  lead_or_property: 'Choose a lead or a property, not both.',
  signed_name_required: 'Type your full name to approve.',
  decline_reason_required: 'Choose why you decline.',
  decline_note_required: 'Tell us why, in a few words.',
};

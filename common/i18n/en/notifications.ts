// English titles and messages of the notifications the server sends: the source the keys come from.

export const notificationsEn = {
  charge_later: {
    reverted_message: '%{address} (%{customer}) will no longer be charged on %{date}: it is owed again.',
    reverted_title: 'Charge later cancelled',
    scheduled_message: '%{address} (%{customer}) will be charged %{amount} on %{date}.',
    scheduled_title: 'Charge scheduled',
    updated_message: '%{address} (%{customer}) will now be charged %{amount} on %{date}.',
    updated_title: 'Scheduled charge moved',
  },
  visit_rated_low_title: '%{stars}-star visit: %{name}',
  visit_rated_low_message: '%{address}, %{date}. The customer wrote: %{comment}',
  lead_created_title: 'New lead: %{name}',
  quote_joined_no_card_title: 'Quote approved on an account with no card: %{name}',
  quote_joined_no_card_message:
    '%{address} joined the existing account this lead matched. No card is charged for it until the customer chooses one in the portal or tells you.',
  signup_flood_title: 'Sign-ups are being refused',
  signup_flood_message:
    'More than %{max} sign-ups arrived within an hour: more are refused until the hour moves on. Check the newest leads for a flood.',
  lead_created_message: {
    call: 'A call logged by %{by}.',
    'contact-request': 'From a customer’s contact request.',
    signup: 'From the sign-up page.',
    customer: 'A customer asks for more work.',
    text: 'A text from a number no customer has (see the inbox).',
  },
  contact_request_title: 'New contact request: %{subject}',
  crew_announcement_created: 'New announcement: %{title}',
  crew_announcement_removed: 'Announcement removed: %{title}',
  crew_announcement_updated: 'Announcement updated: %{title}',
  delay_answer_message: '%{title}: %{answer}',
  delay_answer_title: '%{crew} answered %{answer}',
  delay_answers: {
    no: 'No',
    ok: 'Ok',
    yes: 'Yes',
  },
  extra_time_requested_message: '%{crew} asks for %{minutes} more minutes at %{address}%{reason}',
  extra_time_requested_title: 'Extra service time requested',
  office_announcement_created: 'New office announcement: %{title}',
  office_announcement_removed: 'Office announcement removed: %{title}',
  office_announcement_updated: 'Office announcement updated: %{title}',
  payments: {
    charge_later_ready_message: '%{amount} for the %{item} at %{address} on %{date} is charged today, as scheduled.',
    charge_later_ready_title: 'Charge-later payment due today',
    declined_expired_message:
      'The card for the %{item} at %{address} on %{date} has expired (%{reason}). It is not tried again: please add a new card.',
    declined_retry_message: 'The card for the %{item} at %{address} on %{date} was declined (%{reason}). It is tried again on %{nextDate}.',
    declined_stop_message: 'The card for the %{item} at %{address} on %{date} was declined (%{reason}). It is not tried again.',
    items: {
      bnb: 'bush and bed',
      'call-log': 'call',
      mow: 'mow',
    },
    no_card_message: 'There is no card on file to charge %{amount} for the %{item} at %{address} on %{date}.',
    no_charge_message: 'The %{item} at %{address} on %{date} is not charged%{reason}',
    no_charge_revert_message: 'The %{item} at %{address} on %{date} is charged again.',
    no_charge_revert_title: 'Visit charged again',
    no_charge_title: 'Visit not charged',
    success_message: '%{amount} was charged for the %{item} at %{address} on %{date}.',
    success_title: 'Payment received',
  },
  payment_failed_message: 'The card on file for %{address} was declined.',
  payment_failed_title: 'Payment failed',
  portal: {
    activation_processed_message: 'Our team processed your request to activate %{address}%{note}',
    activation_processed_title: 'Activation request processed',
    activation_requested_message: '%{customer} asks to activate %{address}%{note}',
    activation_requested_title: 'Activation requested: %{address}',
  },
  property_status_message: '%{address} (%{customer}) is now %{status}.',
  property_status_title: 'Property status updated',
  property_statuses: {
    active: 'active',
    declined: 'declined',
    'no-renew': 'no-renew',
    past: 'past',
    'pro-collect': 'pro-collect',
  },
  referrals: {
    created_message: '%{referred} was referred by %{referrer}.',
    created_title: 'New referral',
    free_mow_title: 'You earned a free mow',
    referred_free_mow_message: 'Your property completed %{visits} services: your next mow can be free.',
    referrer_free_mow_message: 'A property you referred completed %{visits} services: your next mow can be free.',
  },
  reminder_due_title: 'Reminder due: %{address}',
  service_scheduled_message: '%{address}: %{day}, between %{from} and %{to}.',
  service_scheduled_title: 'Your next mow is scheduled',
  settings: {
    mail_settings_changed: '%{name} changed the mail server (server, user or password). Check System Settings if you did not expect it.',
    payments_settings_changed:
      '%{name} changed the payment gateway (gateway, address, user or secrets). Check System Settings if you did not expect it.',
    textMessages_settings_changed:
      '%{name} changed the Twilio account for text messages (account or auth token). Check System Settings if you did not expect it.',
    staffMessages_settings_changed:
      '%{name} changed the limit on messages staff send by hand. Check System Settings if you did not expect it.',
    business_settings_changed:
      "%{name} changed the site's address that every link in a message starts with. Check System Settings if you did not expect it.",
    referral_settings_changed:
      '%{name} changed the referral link base address customers share with friends. Check System Settings if you did not expect it.',
    reviews_settings_changed:
      '%{name} changed the review page customers are offered after rating a visit. Check System Settings if you did not expect it.',
    secret_settings_changed_title: 'Mail, payment or text message settings changed',
  },
  services: {
    bnb: 'bnb',
    mow: 'mow',
  },
  rain_day: {
    applied_message:
      'Rain day on %{date}: %{smart_count} visit moved to a later day. |||| Rain day on %{date}: %{smart_count} visits moved to later days.',
    title: 'Rain day',
    undone_message:
      'The rain day on %{date} was undone: %{smart_count} visit is back on its day. |||| The rain day on %{date} was undone: %{smart_count} visits are back on their day.',
  },
  work_logs: {
    a_crew: 'A crew',
    cancelled_message: 'The %{service} at %{address} on %{date} was cancelled%{reason}',
    cancelled_title: 'Service cancelled',
    crew_day_changed_message:
      'The office moved %{smart_count} visit on or off your day of %{date}. |||| The office moved %{smart_count} visits on or off your day of %{date}.',
    crew_day_changed_title: 'Your day changed',
    customer_rescheduled_message: 'Your %{service} at %{address} is now on %{date}.',
    customer_rescheduled_title: 'Your visit was rescheduled',
    customer_visits_rescheduled_message:
      'Your visit planned for %{dates} is now on %{date}. |||| Your %{smart_count} visits planned for %{dates} are now on %{date}.',
    customer_visits_rescheduled_title: 'Your visits were rescheduled',
    extra_time_approved_message: '%{minutes} more minutes approved at %{address}.',
    extra_time_approved_title: 'Extra service time approved',
    extra_time_rejected_message: 'No extra time at %{address}: finish within the time cap.',
    extra_time_rejected_title: 'Extra service time rejected',
    moved_on_date: '%{smart_count} work log moved on %{date}. |||| %{smart_count} work logs moved on %{date}.',
    moved_to_crew: '%{smart_count} work log moved to %{crew}. |||| %{smart_count} work logs moved to %{crew}.',
    moved_to_crew_on_date:
      '%{smart_count} work log moved to %{crew} on %{date}. |||| %{smart_count} work logs moved to %{crew} on %{date}.',
    unassigned_on_date:
      '%{smart_count} work log moved to %{date} with no crew. |||| %{smart_count} work logs moved to %{date} with no crew.',
    rescheduled_title: 'Work logs rescheduled',
    restored_message: 'The skipped %{service} at %{address} on %{date} is back on the route.',
    restored_title: 'Service restored',
    reverted_message: 'The cancelled %{service} at %{address} on %{date} is back on the route.',
    reverted_title: 'Cancellation reverted',
    skipped_message: 'The %{service} at %{address} on %{date} was skipped%{reason}',
    skipped_title: 'Service skipped',
    time_up_message: '%{minutes} minutes left on the time cap.',
    time_up_title: 'Time is almost up: %{address}',
  },
} as const;

// English titles and messages of the notifications the server sends: the source the keys come from.

export const notificationsEn = {
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
  extra_time_requested_message: '%{crew} asks for %{minutes} more minutes at %{address}.',
  extra_time_requested_title: 'Extra service time requested',
  office_announcement_created: 'New office announcement: %{title}',
  office_announcement_removed: 'Office announcement removed: %{title}',
  office_announcement_updated: 'Office announcement updated: %{title}',
  payment_failed_message: 'The card on file for %{address} was declined.',
  payment_failed_title: 'Payment failed',
  property_status_message: '%{address} (%{customer}) is now %{status}.',
  property_status_title: 'Property status updated',
  property_statuses: {
    active: 'active',
    declined: 'declined',
    'no-renew': 'no-renew',
    past: 'past',
    'pro-collect': 'pro-collect',
  },
  reminder_due_title: 'Reminder due: %{address}',
  service_scheduled_message: '%{address}: %{day}, between %{from} and %{to}.',
  service_scheduled_title: 'Your next mow is scheduled',
} as const;

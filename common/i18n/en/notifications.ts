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
  office_announcement_created: 'New office announcement: %{title}',
  office_announcement_removed: 'Office announcement removed: %{title}',
  office_announcement_updated: 'Office announcement updated: %{title}',
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
} as const;

// System Settings → Events that gave up: `app.events_given_up.*`.

export const eventsGivenUpEn = {
  title: 'Events that gave up',
  help: 'When something happens (a visit completed, a payment made), the other parts of LawnDesk act on it: a text, a receipt, a charge. Each is tried ten times over ten minutes; those still failing are listed here with their last error. Mend the cause (the mail server, the text account), then try again.',
  none: 'Nothing has given up: every event reached everything that acts on it.',
  event: 'Event',
  announced: 'Announced',
  tries: 'Tries',
  waiting: 'Still to act on it',
  error: 'Last error',
  try_again: 'Try again',
  delivered: 'Delivered.',
  failed_again: 'It failed again: the error is updated below.',
};

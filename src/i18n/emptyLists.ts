// What each list says while it holds nothing (`app.empty_lists.<resource>`, src/ui/ListEmpty.tsx): what it holds, and,
// where the user may add one, how to add the first record.
export const emptyListsEn = {
  markets: {
    title: 'No markets yet',
    hint: 'A market groups the zip codes you serve with their sales tax.',
    invite: 'Add the first market with Create.',
  },
  outbox: {
    title: 'The outbox is empty',
    hint: 'E-mails and text messages LawnDesk writes while no mail server is set up are kept here, newest first.',
  },
  properties: {
    title: 'No customers yet',
    hint: 'Each customer’s properties are listed here with their service, crew and status.',
    invite: 'Add the first one with Add New Property.',
  },
  users: {
    title: 'No users yet',
    hint: 'Everyone who signs in (office staff, vendors, crews, customers) is listed here with their role.',
    invite: 'Add the first user with Create.',
  },
  'users/roles': {
    title: 'No roles yet',
    hint: 'A role is a set of permissions given to office users.',
    invite: 'Add the first role with Create.',
  },
  vendors: {
    title: 'No vendors yet',
    hint: 'Vendors are the companies whose crews do the work, with their commission and zip codes.',
    invite: 'Add the first vendor with Create.',
  },
  products: {
    title: 'No products yet',
    hint: 'The materials your crews apply, with their label rates and the stock on hand that each application takes from.',
    invite: 'Add the first product with Create.',
  },
  applications: {
    title: 'No application records',
    hint: 'Each pesticide application a crew records at a stop (or the office enters from paper) is kept here for the inspector, with its corrections.',
  },
  programs: {
    title: 'No programs yet',
    hint: 'A program is a season of treatment rounds, each with its window, products, rates and price.',
    invite: 'Add the first program with Create.',
  },
  leads: {
    title: 'No leads yet',
    hint: 'Everyone who asks for a price (a call, the contact form, a sign-up) is listed here with what they asked and their quotes.',
    invite: 'Add the first lead with Create.',
  },
  phrases: {
    title: 'No phrases yet',
    hint: 'Phrases are ready-made texts to insert in notes, reminders, call logs and assignments.',
    invite: 'Add the first phrase with Create.',
  },
  discounts: {
    title: 'No discounts yet',
    hint: 'Discount codes customers enter at sign-up: a fixed price, an amount or a percentage off, or free services.',
    invite: 'Add the first discount with Create.',
  },
  payments: {
    title: 'No payments yet',
    hint: 'The charge of each completed visit appears here with its status, as crews complete their work.',
  },
  'email-templates': {
    title: 'No e-mail templates yet',
    hint: 'Templates are the e-mails sent to customers and vendors, filled with their details.',
    invite: 'Add the first template with Create.',
  },
  'office-announcements': {
    title: 'No office announcements yet',
    hint: 'Announcements shown to the office staff, once or on a schedule.',
    invite: 'Add the first announcement with Create.',
  },
  'vendors/crew-announcements': {
    title: 'No crew announcements yet',
    hint: 'Messages shown to crews on their day, for a vendor’s crews or every crew.',
    invite: 'Add the first announcement with Create.',
  },
  'locked-customers': {
    title: 'No locked customers',
    hint: 'A locked customer is kept from service and charges until unlocked; the reason stays beside the name.',
    invite: 'Lock a customer with Lock a customer.',
  },
  'news-letters': {
    title: 'No newsletters yet',
    hint: 'Newsletters go to the customers who accept marketing e-mails; each shows its sending progress here.',
    invite: 'Write the first one with Compose newsletter.',
  },
  'news-letters/recipients': { title: 'No recipients yet', hint: 'The customers this newsletter goes to appear here as it is sent.' },
  'system-accounts': {
    title: 'No system accounts yet',
    hint: 'The mail sender and the payment gateway merchant appear here once they are set in System Settings.',
  },
  'contact-requests': { title: 'No contact requests yet', hint: 'Messages customers send with the Contact Us form arrive here.' },
  'customer-signup': { title: 'No sign-ups yet', hint: 'Requests from the public sign-up form arrive here, to be turned into customers.' },
  'time-sheets/entries': { title: 'No time sheet entries this week', hint: 'Crew members’ clock-ins and clock-outs appear here, by week.' },
};

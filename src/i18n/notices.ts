// The toasts after a save or delete, naming the record: `app.notices.<resource>.<created|updated|deleted>`.
export const noticesEn = {
  markets: { created: "Market '%{name}' created", updated: "Market '%{name}' saved", deleted: "Market '%{name}' deleted" },
  discounts: { created: "Discount '%{name}' created", updated: "Discount '%{name}' saved", deleted: "Discount '%{name}' deleted" },
  'email-templates': {
    created: "Email template '%{name}' created",
    updated: "Email template '%{name}' saved",
    deleted: "Email template '%{name}' deleted",
  },
  'office-announcements': {
    created: "Office announcement '%{name}' created",
    updated: "Office announcement '%{name}' saved",
    deleted: "Office announcement '%{name}' deleted",
  },
  phrases: { created: "Phrase '%{name}' created", updated: "Phrase '%{name}' saved", deleted: "Phrase '%{name}' deleted" },
  users: { created: "User '%{name}' created", updated: "User '%{name}' saved", deleted: "User '%{name}' deleted" },
  vendors: { created: "Vendor '%{name}' created", updated: "Vendor '%{name}' saved", deleted: "Vendor '%{name}' deleted" },
  products: { created: "Product '%{name}' created", updated: "Product '%{name}' saved", deleted: "Product '%{name}' deleted" },
  programs: {
    created: "Program '%{name}' created",
    updated: "Program '%{name}' saved as a new version",
    deleted: "Program '%{name}' deleted",
  },
  'users/roles': { created: "Role '%{name}' created", updated: "Role '%{name}' saved", deleted: "Role '%{name}' deleted" },
  'vendors/crew-announcements': {
    created: "Crew announcement '%{name}' created",
    updated: "Crew announcement '%{name}' saved",
    deleted: "Crew announcement '%{name}' deleted",
  },
};

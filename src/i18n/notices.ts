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

export const noticesEs: typeof noticesEn = {
  markets: { created: "Mercado '%{name}' creado", updated: "Mercado '%{name}' guardado", deleted: "Mercado '%{name}' eliminado" },
  discounts: { created: "Descuento '%{name}' creado", updated: "Descuento '%{name}' guardado", deleted: "Descuento '%{name}' eliminado" },
  'email-templates': {
    created: "Plantilla de correo '%{name}' creada",
    updated: "Plantilla de correo '%{name}' guardada",
    deleted: "Plantilla de correo '%{name}' eliminada",
  },
  'office-announcements': {
    created: "Anuncio de oficina '%{name}' creado",
    updated: "Anuncio de oficina '%{name}' guardado",
    deleted: "Anuncio de oficina '%{name}' eliminado",
  },
  phrases: { created: "Frase '%{name}' creada", updated: "Frase '%{name}' guardada", deleted: "Frase '%{name}' eliminada" },
  users: { created: "Usuario '%{name}' creado", updated: "Usuario '%{name}' guardado", deleted: "Usuario '%{name}' eliminado" },
  vendors: { created: "Proveedor '%{name}' creado", updated: "Proveedor '%{name}' guardado", deleted: "Proveedor '%{name}' eliminado" },
  products: { created: "Producto '%{name}' creado", updated: "Producto '%{name}' guardado", deleted: "Producto '%{name}' eliminado" },
  programs: {
    created: "Programa '%{name}' creado",
    updated: "Programa '%{name}' guardado como nueva versión",
    deleted: "Programa '%{name}' eliminado",
  },
  'users/roles': { created: "Rol '%{name}' creado", updated: "Rol '%{name}' guardado", deleted: "Rol '%{name}' eliminado" },
  'vendors/crew-announcements': {
    created: "Aviso a cuadrillas '%{name}' creado",
    updated: "Aviso a cuadrillas '%{name}' guardado",
    deleted: "Aviso a cuadrillas '%{name}' eliminado",
  },
};

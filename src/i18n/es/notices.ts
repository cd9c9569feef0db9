// The Spanish of ../notices.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { noticesEn } from '../notices';

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

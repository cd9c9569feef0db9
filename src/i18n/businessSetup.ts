// A new business's first sign-in: the walk-through through its name, time zone, markets and vendors (`app.business_setup.*`).

export const businessSetupEn = {
  title: 'Set up your business',
  intro: 'Four short steps. You can skip any of them, leave and come back: the walk-through opens where you stopped.',
  steps: { business: 'Business', timeZone: 'Time zone', markets: 'Markets', vendors: 'Vendors' },
  business_help: 'The name customers read on their pay links and messages, and where they reach the office.',
  time_zone_help: 'It decides what "today" is for the schedule, the crews and the nightly jobs.',
  time_zone: 'Time zone',
  markets_help: 'A market is an area you serve, with its zip codes and sales tax. Add one or more.',
  vendors_help: 'Vendors do the work in a market and are paid a commission. Add them now or later from Vendors.',
  none_yet: 'None yet.',
  add_market: 'Add market',
  add_vendor: 'Add vendor',
  continue: 'Continue',
  next: 'Save and continue',
  skip_step: 'Skip this step',
  back: 'Back',
  skip_all: 'Skip the setup',
  finish: 'Finish',
  done: 'Your business is set up. System Settings, Markets and Vendors change any of it later.',
  clear: {
    title: 'Start my business',
    explain:
      'Clears every customer, property, service, work log, payment, vendor, crew, market, template and every other sign-in, in one go: the demo’s data, or anything entered so far. Kept: you, the default roles and these settings. Clearing the demo’s records removes its backups too (they would bring back its public sign-ins). Download a backup first if any of it matters; it cannot be undone.',
    demo_note: 'Signed in as a demo user? Make an admin of your own (Users), sign in as them, then come back here.',
    confirm: 'Type your username to confirm',
    password: 'Your password',
    kept_records:
      'The law makes a business keep its pesticide application records (two years in Texas), invoices and payments (four years): while any are inside that time, nothing is cleared unless you say they are the demo’s.',
    records_are_demo: 'The application records, invoices and payments here are the demo’s, not my business’s',
    button: 'Clear everything and start my business',
    cleared: 'Cleared: %{tables} tables, %{users} sign-ins and %{files} of the demo’s backups. Now set up your business.',
  },
};

export const businessSetupEs: typeof businessSetupEn = {
  title: 'Configure su negocio',
  intro: 'Cuatro pasos cortos. Puede omitir cualquiera, salir y volver: la guía se abre donde la dejó.',
  steps: { business: 'Negocio', timeZone: 'Zona horaria', markets: 'Mercados', vendors: 'Proveedores' },
  business_help: 'El nombre que los clientes leen en sus enlaces de pago y mensajes, y cómo contactan a la oficina.',
  time_zone_help: 'Decide qué día es "hoy" para el calendario, las cuadrillas y las tareas nocturnas.',
  time_zone: 'Zona horaria',
  markets_help: 'Un mercado es una zona que atiende, con sus códigos postales y su impuesto. Añada uno o más.',
  vendors_help: 'Los proveedores hacen el trabajo en un mercado y cobran una comisión. Añádalos ahora o después en Proveedores.',
  none_yet: 'Ninguno todavía.',
  add_market: 'Añadir mercado',
  add_vendor: 'Añadir proveedor',
  continue: 'Continuar',
  next: 'Guardar y continuar',
  skip_step: 'Omitir este paso',
  back: 'Atrás',
  skip_all: 'Omitir la configuración',
  finish: 'Terminar',
  done: 'Su negocio está configurado. Configuración del sistema, Mercados y Proveedores cambian cualquier dato después.',
  clear: {
    title: 'Empezar mi negocio',
    explain:
      'Borra todos los clientes, propiedades, servicios, trabajos, pagos, proveedores, cuadrillas, mercados, plantillas y los demás usuarios de una vez: los datos de la demostración o lo que se haya ingresado. Se conservan: usted, los roles predeterminados y esta configuración. Borrar los registros de la demostración elimina también sus copias de seguridad (devolverían sus usuarios de contraseña pública). Descargue una copia antes si algo importa; no se puede deshacer.',
    demo_note:
      '¿Inició sesión como usuario de la demostración? Cree un administrador propio (Usuarios), inicie sesión con él y vuelva aquí.',
    confirm: 'Escriba su nombre de usuario para confirmar',
    password: 'Su contraseña',
    kept_records:
      'La ley obliga a un negocio a conservar sus registros de aplicación de pesticidas (dos años en Texas), facturas y pagos (cuatro años): mientras haya alguno dentro de ese plazo, no se borra nada salvo que indique que son los de la demostración.',
    records_are_demo: 'Los registros de aplicación, las facturas y los pagos que hay aquí son los de la demostración, no los de mi negocio',
    button: 'Borrar todo y empezar mi negocio',
    cleared:
      'Se borraron %{tables} tablas, %{users} usuarios y %{files} copias de seguridad de la demostración. Ahora configure su negocio.',
  },
};

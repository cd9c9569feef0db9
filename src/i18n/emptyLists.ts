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

export const emptyListsEs: typeof emptyListsEn = {
  markets: {
    title: 'Aún no hay mercados',
    hint: 'Un mercado agrupa los códigos postales que atiende con su impuesto de venta.',
    invite: 'Añada el primer mercado con Crear.',
  },
  outbox: {
    title: 'La bandeja de salida está vacía',
    hint: 'Los correos y mensajes de texto que LawnDesk escribe mientras no hay servidor de correo configurado se guardan aquí, los más recientes primero.',
  },
  properties: {
    title: 'Aún no hay clientes',
    hint: 'Las propiedades de cada cliente aparecen aquí con su servicio, cuadrilla y estado.',
    invite: 'Añada la primera con Añadir propiedad.',
  },
  users: {
    title: 'Aún no hay usuarios',
    hint: 'Todos los que inician sesión (oficina, proveedores, cuadrillas, clientes) aparecen aquí con su rol.',
    invite: 'Añada el primer usuario con Crear.',
  },
  'users/roles': {
    title: 'Aún no hay roles',
    hint: 'Un rol es un conjunto de permisos que se da a los usuarios de oficina.',
    invite: 'Añada el primer rol con Crear.',
  },
  vendors: {
    title: 'Aún no hay proveedores',
    hint: 'Los proveedores son las empresas cuyas cuadrillas hacen el trabajo, con su comisión y códigos postales.',
    invite: 'Añada el primer proveedor con Crear.',
  },
  products: {
    title: 'Aún no hay productos',
    hint: 'Los productos que aplican sus cuadrillas, con las dosis de la etiqueta y las existencias que cada aplicación descuenta.',
    invite: 'Añada el primero con Crear.',
  },
  applications: {
    title: 'No hay registros de aplicación',
    hint: 'Cada aplicación de pesticida que una cuadrilla registra en una visita (o la oficina pasa del papel) se guarda aquí para el inspector, con sus correcciones.',
  },
  programs: {
    title: 'Aún no hay programas',
    hint: 'Un programa es una temporada de rondas de tratamiento, cada una con su periodo, productos, dosis y precio.',
    invite: 'Añada el primero con Crear.',
  },
  leads: {
    title: 'Aún no hay clientes potenciales',
    hint: 'Quien pide un precio (una llamada, el formulario de contacto, un registro) aparece aquí con lo que pidió y sus cotizaciones.',
    invite: 'Añada el primero con Crear.',
  },
  phrases: {
    title: 'Aún no hay frases',
    hint: 'Las frases son textos listos para insertar en notas, recordatorios, llamadas y asignaciones.',
    invite: 'Añada la primera frase con Crear.',
  },
  discounts: {
    title: 'Aún no hay descuentos',
    hint: 'Códigos que los clientes usan al registrarse: un precio fijo, un monto o un porcentaje menos, o servicios gratis.',
    invite: 'Añada el primer descuento con Crear.',
  },
  payments: {
    title: 'Aún no hay pagos',
    hint: 'El cobro de cada visita completada aparece aquí con su estado, a medida que las cuadrillas terminan su trabajo.',
  },
  'email-templates': {
    title: 'Aún no hay plantillas de correo',
    hint: 'Las plantillas son los correos que se envían a clientes y proveedores, con sus datos.',
    invite: 'Añada la primera plantilla con Crear.',
  },
  'office-announcements': {
    title: 'Aún no hay anuncios de oficina',
    hint: 'Anuncios que ve el personal de oficina, una vez o según un calendario.',
    invite: 'Añada el primer anuncio con Crear.',
  },
  'vendors/crew-announcements': {
    title: 'Aún no hay anuncios para cuadrillas',
    hint: 'Mensajes que ven las cuadrillas en su día, para las de un proveedor o para todas.',
    invite: 'Añada el primer anuncio con Crear.',
  },
  'locked-customers': {
    title: 'No hay clientes bloqueados',
    hint: 'Un cliente bloqueado queda sin servicio ni cobros hasta que se desbloquee; el motivo queda junto al nombre.',
    invite: 'Bloquee un cliente con Bloquear un cliente.',
  },
  'news-letters': {
    title: 'Aún no hay boletines',
    hint: 'Los boletines van a los clientes que aceptan correos de marketing; cada uno muestra aquí su avance.',
    invite: 'Escriba el primero con Redactar boletín.',
  },
  'news-letters/recipients': {
    title: 'Aún no hay destinatarios',
    hint: 'Los clientes a los que va este boletín aparecen aquí a medida que se envía.',
  },
  'system-accounts': {
    title: 'Aún no hay cuentas del sistema',
    hint: 'El remitente de correo y el comercio de la pasarela de pago aparecen aquí cuando se configuran en Configuración del sistema.',
  },
  'contact-requests': {
    title: 'Aún no hay solicitudes de contacto',
    hint: 'Los mensajes que los clientes envían con el formulario Contáctenos llegan aquí.',
  },
  'customer-signup': {
    title: 'Aún no hay registros',
    hint: 'Las solicitudes del formulario público de registro llegan aquí para convertirse en clientes.',
  },
  'time-sheets/entries': {
    title: 'No hay registros de horas esta semana',
    hint: 'Las entradas y salidas de los miembros de las cuadrillas aparecen aquí, por semana.',
  },
};

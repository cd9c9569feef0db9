// The Spanish of ../emptyLists.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { emptyListsEn } from '../emptyLists';

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

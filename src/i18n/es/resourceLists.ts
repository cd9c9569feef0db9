// The Spanish of ../resourceLists.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { Spanish } from '../spanish';
import type { listResourcesEn } from '../resourceLists';

export const listResourcesEs: Spanish<typeof listResourcesEn> = {
  phrases: {
    name: 'Frase |||| Frases',
    fields: { name: 'Nombre', phrase: 'Frase', type: 'Tipo', updatedAt: 'Actualizada', createdAt: 'Creada' },
    types: {
      calendar: 'Calendario',
      assignment: 'Asignación',
      reminder: 'Recordatorio',
      note: 'Nota',
      general: 'General',
      'un-assign': 'Desasignar',
      callLog: 'Llamada',
      'cancel-assignment': 'Cancelar asignación',
    },
  },
  discounts: {
    name: 'Descuento |||| Descuentos',
    fields: {
      code: 'Código',
      type: 'Tipo',
      value: 'Valor',
      percentage: 'Porcentaje',
      price: 'Precio',
      numberOfServices: 'Número de servicios',
      startDate: 'Fecha de inicio',
      endDate: 'Fecha de fin',
      service: 'Servicio',
      customerType: 'Tipo de cliente',
    },
    helper: { code: 'Solo letras y números; único sin importar mayúsculas', percentage: 'De 0 a 100' },
    types: { 'fixed-price': 'Precio fijo', 'price-discount': 'Descuento en precio', percentage: 'Porcentaje', free: 'Gratis' },
    services: { mow: 'Corte de césped', bnb: 'Arbustos y jardineras' },
    customer_types: { new: 'Clientes nuevos', past: 'Clientes anteriores' },
  },
  'email-templates': {
    name: 'Plantilla de correo |||| Plantillas de correo',
    fields: {
      name: 'Nombre',
      status: 'Estado',
      type: 'Tipo',
      subject: 'Asunto',
      htmlBody: 'Cuerpo HTML',
      alterBody: 'Cuerpo de texto',
      updatedAt: 'Actualizada',
    },
    helper: { variables: 'Variables que se llenan con el cliente y la propiedad, escritas como {{firstName}}:' },
    statuses: { active: 'Activa', inactive: 'Inactiva' },
    types: { email: 'Correo', customer: 'Cliente', marketing: 'Marketing', vendor: 'Proveedor' },
    preview: {
      title: 'Vista previa',
      help: 'Llena la plantilla guardada con una propiedad. Guarde sus cambios primero para verlos.',
      property: 'Propiedad',
      show: 'Vista previa',
      to: 'Para',
    },
  },
  'office-announcements': {
    name: 'Aviso de oficina |||| Avisos de oficina',
    fields: {
      title: 'Título',
      message: 'Mensaje',
      repeat: 'Repetir',
      activeFrom: 'Activo desde',
      activeTo: 'Activo hasta',
      isActive: 'Activo',
      createdAt: 'Creado',
    },
    repeats: { daily: 'Diario', weekly: 'Semanal', monthly: 'Mensual', quarterly: 'Trimestral', yearly: 'Anual', 'one-time': 'Una vez' },
  },
  markets: {
    name: 'Mercado |||| Mercados',
    fields: {
      name: 'Nombre',
      zipCodes: 'Códigos postales',
      taxPercent: 'Porcentaje de impuesto',
      updatedAt: 'Actualizado',
      createdAt: 'Creado',
    },
    helper: {
      zipCodes: 'Escriba un código postal de 5 dígitos y pulse Intro, o haga clic en las zonas del mapa',
      taxPercent: 'De 0 a 100',
    },
  },
  'news-letters': {
    name: 'Boletín |||| Boletines',
    fields: {
      createdAt: 'Enviado',
      subject: 'Asunto',
      status: 'Estado',
      progress: 'Progreso',
      createdByName: 'Enviado por',
      templateId: 'Plantilla de marketing',
      htmlBody: 'Cuerpo HTML',
      alterBody: 'Cuerpo de texto sin formato',
      audience: { marketIds: 'Mercados', statuses: 'Estado del cliente', serviceTypes: 'Servicio', sources: 'Origen' },
    },
  },
  'news-letters/recipients': {
    name: 'Destinatario |||| Destinatarios',
    fields: { name: 'Cliente', email: 'Correo electrónico', status: 'Estado', reason: 'Motivo', updatedAt: 'Actualizado' },
  },
  'system-accounts': {
    name: 'Cuenta del sistema |||| Cuentas del sistema',
    fields: {
      kind: 'Cuenta',
      account: 'Envía o cobra como',
      service: 'A través de',
      source: 'Configurada en',
      lastUsedAt: 'Último uso correcto',
      lastUsedAs: 'Último uso como',
    },
  },
  outbox: {
    name: 'Mensaje enviado |||| Bandeja de salida',
    fields: { createdAt: 'Enviado', channel: 'Canal', to: 'Para', subject: 'Asunto', text: 'Mensaje' },
  },
};

// The Spanish of ../businessSetup.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { businessSetupEn } from '../businessSetup';

export const businessSetupEs: typeof businessSetupEn = {
  title: 'Configure su negocio',
  intro: 'Cinco pasos cortos. Puede omitir cualquiera, salir y volver: la guía se abre donde la dejó.',
  steps: { business: 'Negocio', timeZone: 'Zona horaria', markets: 'Mercados', crews: 'Sus cuadrillas', vendors: 'Empresas externas' },
  business_help: 'El nombre que los clientes leen en sus enlaces de pago y mensajes, y cómo contactan a la oficina.',
  time_zone_help: 'Decide qué día es "hoy" para el calendario, las cuadrillas y las tareas nocturnas.',
  time_zone: 'Zona horaria',
  markets_help: 'Un mercado es una zona que atiende, con sus códigos postales y su impuesto. Añada uno o más.',
  vendors_help: 'Los proveedores hacen el trabajo en un mercado y cobran una comisión. Añádalos ahora o después en Proveedores.',
  crews_help:
    'Si su propio personal corta y trata los céspedes, nombre cada cuadrilla, el patio de donde sale cada día, sus días de trabajo y los códigos postales que atiende cada día: las visitas allí, también las importadas, van a esa cuadrilla.',
  crews_question: '¿Hacen el trabajo cuadrillas propias de %{name}?',
  crews_yes: 'Sí, cuadrillas propias',
  crews_no: 'No, solo empresas externas',
  crews_under_name: 'Sus cuadrillas trabajan como %{name}, sin comisión. Volver a hacer esta configuración las cambia.',
  crews_yard_not_found:
    'La dirección de %{crews} no se encontró en el mapa: escríbala como "calle, ciudad, estado código postal" o déjela; las rutas salen entonces de la primera parada.',
  add_crew: 'Añadir una cuadrilla',
  save_crews: 'Guardar cuadrillas y continuar',
  crew_name: 'Nombre de la cuadrilla',
  crew_yard: 'Dirección del patio',
  crew_yard_help: 'Calle, ciudad, estado y código postal: el día de la cuadrilla empieza aquí.',
  crew_days: 'Días de trabajo y sus códigos postales',
  crew_day: 'Día',
  crew_zip_codes: 'Códigos postales ese día',
  next_steps: {
    title: 'Próximos pasos',
    intro: 'Lo que falta para llevar su negocio aquí. Cada uno se marca al completarse.',
    done: 'Hecho',
    to_do: 'Pendiente',
    import: 'Importe sus clientes',
    import_help: 'Desde una hoja de cálculo o la exportación de otro programa.',
    crews: 'Configure sus cuadrillas',
    crews_help: 'Quién hace el trabajo y dónde cada día.',
    payments: 'Cobre pagos',
    payments_help: 'Conecte su pasarela de tarjetas en Configuración del sistema.',
    messages: 'Envíe mensajes',
    messages_help: 'Configure su servidor de correo en Configuración del sistema.',
    dismiss: 'Ocultar estos pasos',
  },
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

// Spanish catalog, merged over English so that a missing key falls back to English.
import { mergeTranslations } from 'react-admin';
import { en } from './en';

const spanishReactAdmin = {
  ra: {
    action: {
      add: 'Añadir', add_filter: 'Añadir filtro', back: 'Volver', bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      cancel: 'Cancelar', clear_array_input: 'Vaciar la lista', clear_input_value: 'Borrar valor', clone: 'Duplicar', close: 'Cerrar',
      close_menu: 'Cerrar menú', confirm: 'Confirmar', create: 'Crear', create_item: 'Crear %{item}', delete: 'Eliminar', edit: 'Editar',
      export: 'Exportar', list: 'Lista', open_menu: 'Abrir menú', refresh: 'Actualizar', remove: 'Quitar', remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros', save: 'Guardar', search: 'Buscar', select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo', select_row: 'Seleccionar esta fila', select_columns: 'Columnas', show: 'Ver',
      sort: 'Ordenar', toggle_theme: 'Cambiar tema', undo: 'Deshacer', unselect: 'Deseleccionar', update: 'Actualizar',
      expand: 'Expandir', open: 'Abrir', reset: 'Restablecer',
    },
    auth: {
      auth_check_error: 'Inicie sesión para continuar', user_menu: 'Perfil', username: 'Usuario', password: 'Contraseña',
      sign_in: 'Iniciar sesión', sign_in_error: 'Error de autenticación, inténtelo de nuevo', logout: 'Cerrar sesión',
    },
    boolean: { true: 'Sí', false: 'No', null: ' ' },
    input: { password: { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' } },
    message: {
      are_you_sure: '¿Está seguro?', bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      delete_content: '¿Seguro que desea eliminar este elemento?', delete_title: 'Eliminar %{name} #%{id}',
      error: 'Ocurrió un error del cliente y su solicitud no pudo completarse.', invalid_form: 'El formulario no es válido. Revise los errores',
      loading: 'Cargando, espere por favor', no: 'No', not_found: 'La dirección es incorrecta o el enlace no es válido.', yes: 'Sí',
      unsaved_changes: 'Algunos cambios no se guardaron. ¿Desea ignorarlos?',
    },
    navigation: {
      no_results: 'No se encontraron resultados', no_more_results: 'La página %{page} está fuera de rango.',
      page_out_of_boundaries: 'Página %{page} fuera de rango', page_out_from_end: 'No se puede ir después de la última página',
      page_out_from_begin: 'No se puede ir antes de la página 1', page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}', current_page: 'Página %{page}',
      page: 'Ir a la página %{page}', first: 'Primera página', last: 'Última página', next: 'Siguiente', previous: 'Anterior',
      page_rows_per_page: 'Filas por página:', skip_nav: 'Saltar al contenido',
    },
    page: {
      create: 'Crear %{name}', dashboard: 'Inicio', edit: '%{name} %{recordRepresentation}', error: 'Algo salió mal',
      list: '%{name}', loading: 'Cargando', not_found: 'No encontrado', show: '%{name} %{recordRepresentation}',
      empty: 'Aún no hay %{name}.', invite: '¿Desea añadir uno?', access_denied: 'Acceso denegado',
    },
    sort: { sort_by: 'Ordenar por %{field} %{order}', ASC: 'ascendente', DESC: 'descendente' },
    notification: {
      updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados', created: 'Elemento creado',
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados', bad_item: 'Elemento incorrecto',
      item_doesnt_exist: 'El elemento no existe', http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del proveedor de datos. Revise la consola.', canceled: 'Acción cancelada',
      logged_out: 'Su sesión ha terminado, vuelva a conectarse.', not_authorized: 'No tiene permiso para acceder a este recurso.',
    },
    validation: {
      required: 'Obligatorio', minLength: 'Debe tener al menos %{min} caracteres', maxLength: 'Debe tener %{max} caracteres o menos',
      minValue: 'Debe ser al menos %{min}', maxValue: 'Debe ser %{max} o menos', number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido', oneOf: 'Debe ser uno de: %{options}', regex: 'Debe coincidir con el formato: %{pattern}',
    },
  },
};

/** The server and the shared zod schemas speak English; their messages are translated by their own text. */
const spanishFieldMessages = {
  'Username is required.': 'El nombre de usuario es obligatorio.',
  'Password is required.': 'La contraseña es obligatoria.',
  'Invalid username or password.': 'Usuario o contraseña no válidos.',
  'Name is required.': 'El nombre es obligatorio.',
  'Each zip code is 5 digits.': 'Cada código postal tiene 5 dígitos.',
  'Tax percent is 0 or more.': 'El porcentaje de impuesto es 0 o más.',
  'Tax percent is at most 100.': 'El porcentaje de impuesto es como máximo 100.',
  'Tax percent is a number.': 'El porcentaje de impuesto es un número.',
  'Email or Phone Number required.': 'El correo o teléfono es obligatorio.',
  'OTP required.': 'El código OTP es obligatorio.',
  'New Password required.': 'La nueva contraseña es obligatoria.',
  'Confirm Password required.': 'La confirmación de contraseña es obligatoria.',
  'Confirm password not match': 'La confirmación no coincide con la contraseña',
  'Please enter old password.': 'Ingrese la contraseña actual.',
  'Please enter new password.': 'Ingrese la nueva contraseña.',
  'Please confirm the new password.': 'Confirme la nueva contraseña.',
  'Password must be 6 to 12 characters.': 'La contraseña debe tener de 6 a 12 caracteres.',
  'Password needs 1 lowercase, 1 uppercase, 1 digit, 1 special symbol and no spaces.': 'La contraseña necesita 1 minúscula, 1 mayúscula, 1 dígito, 1 símbolo y ningún espacio.',
  'Old password is incorrect.': 'La contraseña actual no es correcta.',
  'First name is required.': 'El nombre es obligatorio.',
  'Last name is required.': 'El apellido es obligatorio.',
  'Valid email is required.': 'Se requiere un correo válido.',
  'Mobile number is required.': 'El número de móvil es obligatorio.',
  'Enter a valid mobile number (10 digits).': 'Ingrese un número de móvil válido (10 dígitos).',
  'Date of birth cannot be in the future.': 'La fecha de nacimiento no puede ser futura.',
  'Email address already exists. Please try a different email.': 'El correo ya existe. Pruebe con otro correo.',
};

const spanishApp = {
  resources: {
    markets: {
      name: 'Mercado |||| Mercados',
      fields: { name: 'Nombre', zipCodes: 'Códigos postales', taxPercent: 'Porcentaje de impuesto', updatedAt: 'Actualizado', createdAt: 'Creado' },
      helper: { zipCodes: 'Escriba un código postal de 5 dígitos y pulse Intro', taxPercent: 'De 0 a 100' },
      empty: 'Aún no hay mercados',
    },
    properties: {
      name: 'Propiedad |||| Propiedades',
      fields: {
        customer: 'Cliente', phone: 'Teléfono', address: 'Dirección', market: 'Mercado', marketId: 'Mercado', status: 'Estado',
        source: 'Origen', lotSize: 'Terreno (pies²)', isArchived: 'Archivada', customerName: 'Cliente',
      },
    },
    outbox: {
      name: 'Mensaje enviado |||| Bandeja de salida',
      fields: { createdAt: 'Enviado', channel: 'Canal', to: 'Para', subject: 'Asunto', text: 'Mensaje' },
    },
  },
  app: {
    tagline: 'Cuidado de césped y jardineras, desde un solo escritorio',
    auth: {
      sign_in_title: 'Iniciar sesión', crew_sign_in_title: 'Inicio de sesión de cuadrilla', username: 'Usuario', password: 'Contraseña',
      username_placeholder: 'Ingrese el usuario', username_any_placeholder: 'Ingrese usuario, correo o teléfono',
      crew_username_placeholder: 'Ingrese el usuario de la cuadrilla', password_placeholder: 'Ingrese la contraseña',
      show_password: 'Mostrar contraseña', hide_password: 'Ocultar contraseña', forgot_username: 'Usuario',
      forgot_username_any: 'Ingrese usuario, correo o teléfono', forgot_password: '¿Olvidó su contraseña?', forgot_prefix: '¿Olvidó su',
      sign_in: 'Iniciar sesión', sign_in_crew: 'Iniciar sesión como cuadrilla', recover_password: 'Recupere su contraseña',
      reset_password: 'Restablezca su contraseña', recover_username: 'Recupere su usuario', back_to_login: 'Volver al inicio de sesión',
      email_or_phone: 'Correo o teléfono', email_or_phone_placeholder: 'Ingrese correo o teléfono', otp: 'Código OTP',
      new_password: 'Nueva contraseña', confirm_password: 'Confirmar contraseña', send: 'Enviar', reset: 'Restablecer contraseña',
      no_properties: 'No hay propiedades disponibles', not_authorized: 'No tiene autorización para acceder a esa página',
      logged_out: 'No tiene permiso o cerró sesión en el sistema.', please_login: 'Inicie sesión',
      server_not_connected: 'Servidor no conectado. Revise su red o inténtelo más tarde.',
      session_timeout: 'La sesión expiró. Inicie sesión de nuevo.',
    },
    menu: {
      dashboard: 'Inicio', add_property: 'Añadir propiedad', properties: 'Propiedades', vendors: 'Proveedores', assignment: 'Asignaciones',
      newsletter: 'Boletín', reports: 'Informes', maps: 'Mapas', territory_map: 'Mapa de territorios', crew_status_map: 'Mapa de cuadrillas',
      bnb_map: 'Mapa de arbustos y jardineras', settings: 'Configuración', markets: 'Mercados', system_settings: 'Configuración del sistema',
      signup_process: 'Proceso de alta', crew_announcement: 'Avisos a cuadrillas', contact_requests: 'Solicitudes de contacto',
      crew_dashboard: 'Panel de cuadrilla', crew_map: 'Mapa de cuadrilla', my_properties: 'Mis propiedades',
      outbox: 'Bandeja de salida', my_profile: 'Mi perfil', change_password: 'Cambiar contraseña',
      sound_on: 'Sonido: activado', sound_off: 'Sonido: desactivado', refer_and_earn: 'Recomiende y gane',
    },
    page: {
      dashboard: 'Inicio', add_customer: 'Añadir cliente', system_settings: 'Configuración del sistema', signup_process: 'Proceso de alta',
      crew_announcement: 'Avisos a cuadrillas', contact_requests: 'Solicitudes de contacto', customers: 'Clientes', property_view: 'Propiedad',
      customer_dashboard: 'Panel del cliente', vendors: 'Proveedores', crew_team: 'Cuadrillas', newsletter: 'Boletín', worklogs: 'Registros de trabajo',
      skipped_worklogs: 'Trabajos omitidos', reports: 'Informes', charge_later_customers: 'Clientes con cobro posterior', assignment: 'Asignación',
      crew_map: 'Mapa de cuadrilla', crew_dashboard: 'Panel de cuadrilla', profile: 'Mi perfil', refer_and_earn: 'Recomiende y gane', coming_soon: 'Esta pantalla llegará pronto.',
    },
    dashboard: {
      welcome: 'Bienvenido, %{name}', staff_intro: 'Su negocio de un vistazo.', markets: 'Mercados', open_markets: 'Abrir mercados',
      crew_intro: 'Aquí aparecerán su ruta y sus asignaciones de hoy.', customer_intro: 'Sus propiedades',
      property_count: '%{smart_count} propiedad |||| %{smart_count} propiedades',
    },
    theme: { light: 'Tema claro', dark: 'Tema oscuro' },
    customers: { search: 'Nombre, correo, teléfono, dirección o código postal' },
    status: { active: 'Activo', past: 'Anterior', 'no-renew': 'Sin renovar', declined: 'Rechazado', 'pro-collect': 'Cobranza' },
    source: {
      none: 'Ninguno', 'post-card': 'Postal', referral: 'Recomendación', internet: 'Internet', 'online-order': 'Pedido en línea',
    },
    header: { service_date: 'Fecha de servicio', service_week: 'Semana de servicio', week_label: 'Semana %{week}, %{year} · %{from} – %{to}' },
    profile: {
      first_name: 'Nombre', last_name: 'Apellido', username: 'Usuario', email: 'Correo', mobile: 'Móvil', date_of_birth: 'Fecha de nacimiento',
      address: 'Dirección', date_of_joining: 'Fecha de ingreso', image: 'Foto de perfil', choose_image: 'Elegir imagen', confirm_image: 'Subir',
      delete_image: 'Eliminar imagen', no_image: 'No se eligió ninguna imagen', load_failed: 'No se pudieron cargar los datos del usuario',
    },
    account: {
      change_password: 'Cambiar contraseña', old_password: 'Contraseña actual', new_password: 'Nueva contraseña',
      confirm_password: 'Confirmar contraseña', save_password: 'Cambiar contraseña',
      password_rules: 'De 6 a 12 caracteres con 1 minúscula, 1 mayúscula, 1 dígito y 1 símbolo, sin espacios.',
    },
  },
};

export const es = mergeTranslations(en, spanishReactAdmin, spanishApp, spanishFieldMessages);

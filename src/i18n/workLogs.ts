// The scheduling screens' strings (app.work_logs): the Assignment board, the assignment view and the Work Calendar.
export const workLogsEn = {
  status: { pending: 'Pending', started: 'Started', completed: 'Completed', skipped: 'Skipped', cancel: 'Cancelled' },
  actions: { start: 'Start', complete: 'Complete', skip: 'Skip', cancel: 'Cancel visit', restore: 'Restore', revert: 'Revert' },
  done: {
    start: 'Work log started.', complete: 'Work log completed.', skip: 'Work log skipped.', cancel: 'Work log cancelled.',
    restore: 'Work log restored.', revert: 'Work log reverted.',
  },
  fields: {
    crewId: 'Crew', vendorId: 'Vendor', vendor: 'Vendor', date: 'Date', plannedDate: 'Planned date', status: 'Status', routePosition: 'Route position',
    pinned: 'Pinned', startedAt: 'Started', completedAt: 'Completed', completionDistanceFeet: 'Distance at completion (ft)',
    timeCapHours: 'Time cap', extraTimeStatus: 'Extra time', extraTimeRequestedMinutes: 'Extra minutes asked', extraTimeGrantedMinutes: 'Extra time granted',
    price: 'Price', crewNotes: 'Crew notes', reason: 'Reason', reasonPhraseId: 'Reason phrase', serviceType: 'Service', lotSize: 'Lot size',
    gate: 'Gate', backyardLockCode: 'Backyard lock code', petsAndSecurity: 'Pets and security', cornerLot: 'Corner lot',
  },
  board: {
    crew: 'Crew', status: 'Status', service: 'Service', market: 'Market', search: 'Address, customer or zip', all: 'All',
    unassigned: 'Unassigned', empty: 'No work logs match on this day.', load_failed: 'The work logs could not be loaded.',
    truncated: 'Showing %{shown} of %{total} work logs: narrow the filters.',
    group_count: '%{smart_count} work log, %{done} completed |||| %{smart_count} work logs, %{done} completed',
    select_group: 'Select every pending work log of %{name}', select_row: 'Select %{address}, %{service}', actions_for: 'Status actions for %{name}',
    lot_size: '%{size} sq ft', time_cap: '%{hours} h cap', no_time_cap: 'No time cap', reason: 'Reason: %{reason}',
    selection: 'Selected work logs', selected: '%{smart_count} selected |||| %{smart_count} selected',
    reassign: 'Reassign', move: 'Move to date', clear: 'Clear',
  },
  route: {
    generate: 'Generate route', generate_for: 'Generate route for %{crew}', generated: 'Route generated.', ordered: 'Route order saved.',
    move_up: 'Move %{address} up the route', move_down: 'Move %{address} down the route',
    estimate: 'About %{miles} mi, %{minutes} min driving', estimate_of: 'Drive estimate of %{crew}', no_estimate: 'Generate or reorder the route to estimate the drive',
  },
  move_dialog: {
    reassign_title: 'Reassign %{smart_count} work log |||| Reassign %{smart_count} work logs',
    move_title: 'Move %{smart_count} work log |||| Move %{smart_count} work logs',
    crew: 'Crew', crew_optional: 'Crew (optional)', same_crew: 'Keep their crew', date: 'Date',
    reassigned: '%{smart_count} work log reassigned. |||| %{smart_count} work logs reassigned.',
    moved: '%{smart_count} work log moved. |||| %{smart_count} work logs moved.',
  },
  reason_dialog: {
    skip_title: 'Skip this visit', cancel_title: 'Cancel this visit', reason: 'Reason',
    reason_help: 'Click a phrase to insert it, or write the reason.',
  },
  assignment: { history: 'History', open_board: 'Open on the board', open_property: 'Open the property', not_found: 'This work log could not be loaded.' },
  extra_time: {
    requested: 'The crew asks for %{minutes} more minutes.', minutes: 'Minutes', approve: 'Approve', reject: 'Reject',
    approved: 'Extra time approved.', rejected: 'Extra time rejected.', granted: '%{minutes} extra minutes granted.',
    was_rejected: 'A request for %{minutes} more minutes was rejected.', minutes_value: '%{minutes} min',
  },
  calendar: {
    today: 'Today', previous: 'Back', next: 'Next', month: 'Month', week: 'Week', day: 'Day', empty: 'No work logs in this range.',
    show_more: '+%{count} more', legend: 'Statuses', count: '%{count} %{status}', load_failed: 'The calendar could not be loaded.',
    move_title: 'Move this day?', move_confirm: 'Move',
    move_content:
      "Move the pending work log of %{crew} on %{from} to %{to} (%{toCrew})? |||| Move the %{smart_count} pending work logs of %{crew} on %{from} to %{to} (%{toCrew})?",
    moved: '%{smart_count} work log moved. |||| %{smart_count} work logs moved.', nothing_to_move: 'That day has no pending work logs left to move.',
  },
};

export const workLogsEs: typeof workLogsEn = {
  status: { pending: 'Pendiente', started: 'Iniciado', completed: 'Completado', skipped: 'Omitido', cancel: 'Cancelado' },
  actions: { start: 'Iniciar', complete: 'Completar', skip: 'Omitir', cancel: 'Cancelar visita', restore: 'Restaurar', revert: 'Revertir' },
  done: {
    start: 'Trabajo iniciado.', complete: 'Trabajo completado.', skip: 'Trabajo omitido.', cancel: 'Trabajo cancelado.',
    restore: 'Trabajo restaurado.', revert: 'Trabajo revertido.',
  },
  fields: {
    crewId: 'Cuadrilla', vendorId: 'Proveedor', vendor: 'Proveedor', date: 'Fecha', plannedDate: 'Fecha prevista', status: 'Estado', routePosition: 'Posición en la ruta',
    pinned: 'Fijado', startedAt: 'Inicio', completedAt: 'Fin', completionDistanceFeet: 'Distancia al completar (pies)',
    timeCapHours: 'Tiempo máximo', extraTimeStatus: 'Tiempo extra', extraTimeRequestedMinutes: 'Minutos extra pedidos', extraTimeGrantedMinutes: 'Tiempo extra concedido',
    price: 'Precio', crewNotes: 'Notas de la cuadrilla', reason: 'Motivo', reasonPhraseId: 'Frase del motivo', serviceType: 'Servicio', lotSize: 'Terreno',
    gate: 'Portón', backyardLockCode: 'Código del patio trasero', petsAndSecurity: 'Mascotas y seguridad', cornerLot: 'Terreno de esquina',
  },
  board: {
    crew: 'Cuadrilla', status: 'Estado', service: 'Servicio', market: 'Mercado', search: 'Dirección, cliente o C.P.', all: 'Todos',
    unassigned: 'Sin asignar', empty: 'Ningún trabajo coincide en este día.', load_failed: 'No se pudieron cargar los trabajos.',
    truncated: 'Se muestran %{shown} de %{total} trabajos: acote los filtros.',
    group_count: '%{smart_count} trabajo, %{done} completados |||| %{smart_count} trabajos, %{done} completados',
    select_group: 'Seleccionar todos los trabajos pendientes de %{name}', select_row: 'Seleccionar %{address}, %{service}', actions_for: 'Cambios de estado de %{name}',
    lot_size: '%{size} pies²', time_cap: 'máx. %{hours} h', no_time_cap: 'Sin límite de tiempo', reason: 'Motivo: %{reason}',
    selection: 'Trabajos seleccionados', selected: '%{smart_count} seleccionado |||| %{smart_count} seleccionados',
    reassign: 'Reasignar', move: 'Mover de fecha', clear: 'Quitar selección',
  },
  route: {
    generate: 'Generar ruta', generate_for: 'Generar ruta de %{crew}', generated: 'Ruta generada.', ordered: 'Orden de la ruta guardado.',
    move_up: 'Subir %{address} en la ruta', move_down: 'Bajar %{address} en la ruta',
    estimate: 'Unas %{miles} mi, %{minutes} min de manejo', estimate_of: 'Estimación de manejo de %{crew}', no_estimate: 'Genere o reordene la ruta para estimar el manejo',
  },
  move_dialog: {
    reassign_title: 'Reasignar %{smart_count} trabajo |||| Reasignar %{smart_count} trabajos',
    move_title: 'Mover %{smart_count} trabajo |||| Mover %{smart_count} trabajos',
    crew: 'Cuadrilla', crew_optional: 'Cuadrilla (opcional)', same_crew: 'Mantener su cuadrilla', date: 'Fecha',
    reassigned: '%{smart_count} trabajo reasignado. |||| %{smart_count} trabajos reasignados.',
    moved: '%{smart_count} trabajo movido. |||| %{smart_count} trabajos movidos.',
  },
  reason_dialog: {
    skip_title: 'Omitir esta visita', cancel_title: 'Cancelar esta visita', reason: 'Motivo',
    reason_help: 'Pulse una frase para insertarla o escriba el motivo.',
  },
  assignment: { history: 'Historial', open_board: 'Abrir en el tablero', open_property: 'Abrir la propiedad', not_found: 'No se pudo cargar este trabajo.' },
  extra_time: {
    requested: 'La cuadrilla pide %{minutes} minutos más.', minutes: 'Minutos', approve: 'Aprobar', reject: 'Rechazar',
    approved: 'Tiempo extra aprobado.', rejected: 'Tiempo extra rechazado.', granted: '%{minutes} minutos extra concedidos.',
    was_rejected: 'Se rechazó una solicitud de %{minutes} minutos más.', minutes_value: '%{minutes} min',
  },
  calendar: {
    today: 'Hoy', previous: 'Anterior', next: 'Siguiente', month: 'Mes', week: 'Semana', day: 'Día', empty: 'No hay trabajos en este periodo.',
    show_more: '+%{count} más', legend: 'Estados', count: '%{count} %{status}', load_failed: 'No se pudo cargar el calendario.',
    move_title: '¿Mover este día?', move_confirm: 'Mover',
    move_content:
      '¿Mover el trabajo pendiente de %{crew} del %{from} al %{to} (%{toCrew})? |||| ¿Mover los %{smart_count} trabajos pendientes de %{crew} del %{from} al %{to} (%{toCrew})?',
    moved: '%{smart_count} trabajo movido. |||| %{smart_count} trabajos movidos.', nothing_to_move: 'Ese día ya no tiene trabajos pendientes que mover.',
  },
};


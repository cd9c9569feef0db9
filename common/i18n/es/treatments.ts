// Spanish messages of the treatments domain, merged over the English ones.
import type { CatalogOf } from '../catalogTypes';
import type { treatmentsEn, treatmentValidationEn } from '../en/treatments';

export const treatmentsEs: CatalogOf<typeof treatmentsEn> = {
  stock_adjusted: 'Inventario ajustado.',
  stock_negative: 'Este ajuste dejaría menos que nada en inventario: vuelva a contarlo.',
  enrolled: 'Inscrito en el programa para %{season}.',
  already_enrolled: 'Esta propiedad ya está inscrita en este programa para esa temporada.',
  no_round_left: 'Todas las rondas de este programa ya cerraron para esa temporada.',
  unknown_product: 'Uno de los productos no está en el catálogo.',
  licence_saved: 'Licencia guardada.',
  cannot_apply: 'Solo los miembros de cuadrilla y el personal de oficina pueden tener licencia de aplicador.',
  application_recorded: 'Aplicación registrada.',
  correction_recorded: 'Corrección registrada; el registro original se conserva.',
  records_never_change:
    'Un registro de aplicación nunca se edita ni se borra: registre una corrección (POST /applications/{id}/corrections).',
  already_corrected: 'Este registro ya fue corregido: corrija el registro más reciente.',
  not_your_stop: 'Esta parada no es de su cuadrilla.',
  applicator_required: 'Indique el aplicador de un registro en papel.',
  applicator_is_you: 'Un miembro de cuadrilla registra sus propias aplicaciones.',
  started_in_future: 'Una aplicación se registra una vez hecha: la hora de inicio está en el futuro.',
  unit_mismatch: 'Indique la cantidad en la unidad del producto.',
  licence_missing: 'El aplicador no tiene licencia de aplicador registrada.',
  licence_expired: 'La licencia del aplicador está vencida.',
  rate_above_label: 'La dosis supera el máximo de la etiqueta: un supervisor puede autorizarla con un motivo.',
  override_supervisor_only: 'Solo un supervisor puede registrar una dosis superior al máximo de la etiqueta.',
  rate_above_label_overridden: 'La dosis supera el máximo de la etiqueta (autorizada por un supervisor).',
  rate_below_label: 'La dosis está por debajo del mínimo de la etiqueta.',
  wind_above_label: 'El viento superaba el límite de la etiqueta.',
  stock_short: 'El inventario era menor que la cantidad aplicada: cuente el inventario.',
  unenrolled: 'Inscripción terminada: las rondas pendientes se quitaron del calendario.',
  already_unenrolled: 'Esta inscripción ya terminó.',
};

export const treatmentValidationEs: CatalogOf<typeof treatmentValidationEn> = {
  name_required: 'El nombre es obligatorio.',
  epa_reg_no_invalid:
    'Escriba el número de registro de la EPA como en la etiqueta: número de empresa-número de producto (p. ej. 100-1070 o 524-475-1234).',
  unit_invalid: 'Elija oz, lb, gal o fl oz.',
  quantity_invalid: 'Escriba un número dentro del rango.',
  rate_range_invalid: 'La dosis máxima debe ser al menos la mínima.',
  reason_required: 'Indique un motivo.',
  month_day_invalid: 'Escriba un día del año como MM-DD (p. ej. 02-01).',
  window_invalid: 'La ventana debe terminar el mismo día o después de su inicio.',
  window_taken: 'Dos rondas no pueden empezar el mismo día.',
  round_products_required: 'Agregue al menos un producto a la ronda.',
  rounds_required: 'Agregue al menos una ronda.',
  too_many: 'Demasiados elementos.',
  price_invalid: 'Escriba el precio en centavos enteros.',
  season_invalid: 'Escriba el año de la temporada.',
  lawn_invalid: 'Escriba el área del césped en pies cuadrados enteros (al menos 100).',
  consent_required: 'Registre el consentimiento del cliente al programa.',
  licence_required: 'Escriba el número de licencia.',
  target_pest_required: 'Escriba la plaga objetivo.',
  wind_direction_invalid: 'Elija la dirección del viento.',
  temperature_invalid: 'Escriba la temperatura en °F.',
  started_at_invalid: 'Escriba cuándo empezó la aplicación.',
};

// Spanish words for the card networks' decline codes.
import type { CatalogOf } from '../catalogTypes';
import type { declinesEn } from '../en/declines';

export const declinesEs: CatalogOf<typeof declinesEn> = {
  code_05: 'No aprobada: el banco la rechazó sin dar motivo',
  code_14: 'Número de tarjeta no válido',
  code_41: 'Tarjeta perdida',
  code_43: 'Tarjeta robada',
  code_51: 'Fondos insuficientes',
  code_54: 'Tarjeta vencida',
  code_57: 'Operación no permitida para esta tarjeta',
  code_61: 'Límite de retiro superado',
  code_62: 'Tarjeta restringida',
  code_65: 'Límite de operaciones superado',
  code_91: 'El emisor de la tarjeta no está disponible',
  code_96: 'Falló la red de tarjetas',
  code_N7: 'El código de seguridad no coincide',
};

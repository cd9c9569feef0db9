// Spanish messages of the accounting domain (QuickBooks Online).
import type { CatalogOf } from '../catalogTypes';
import type { accountingEn } from '../en/accounting';

export const accountingEs: CatalogOf<typeof accountingEn> = {
  not_configured: 'QuickBooks no está configurado en este servidor: faltan su client id y su secreto (docs/accounting.md).',
  not_connected: 'QuickBooks no está conectado.',
  state_refused:
    'Este enlace de QuickBooks es desconocido, ya se usó, tiene más de 10 minutos o se inició en otro navegador: vuelva a conectar desde este.',
  connect_refused: 'QuickBooks no aceptó la conexión: vuelva a conectar.',
  disconnected: 'QuickBooks desconectado: LawnDesk ya no guarda sus claves.',
  sync_done: 'Sincronización terminada.',
  records_queued_again: 'El registro se enviará de nuevo en la próxima pasada.',
  record_not_failed: 'Solo un registro fallido puede enviarse de nuevo.',
  reconnect: 'QuickBooks ya no acepta la clave de LawnDesk: vuelva a conectar QuickBooks.',
  unreachable: 'No se pudo llegar a QuickBooks: los registros esperan y se envían en la próxima pasada.',
  rate_limited: 'QuickBooks pidió ir más despacio: los registros esperan y se envían en un momento.',
  failure: {
    reference_missing:
      'Una cuenta o un artículo que usa este registro se eliminó o se desactivó en QuickBooks: elija otra cuenta y envíelo de nuevo.',
    duplicate_name: 'QuickBooks ya tiene un cliente o un artículo con este nombre.',
    refused: 'QuickBooks rechazó este registro.',
    account_unmapped: 'No hay cuenta elegida para este servicio en la asignación de cuentas.',
    deposits_account_unmapped:
      'QuickBooks no tiene una cuenta donde guardar los depósitos de presupuestos: cree una cuenta de Otro pasivo corriente (por ejemplo, Depósitos de clientes) o elija una en la asignación de cuentas y envíe de nuevo.',
    fee_account_unmapped:
      'QuickBooks no tiene una cuenta de cargos bancarios para las comisiones de tarjeta: elija una para las comisiones en la asignación de cuentas y envíe de nuevo.',
  },
};

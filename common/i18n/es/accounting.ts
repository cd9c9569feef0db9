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
  matches: {
    linked: 'Los vínculos se guardaron: esos clientes se actualizan en QuickBooks y nunca se crean de nuevo.',
    rejected: 'Esas propuestas no se mostrarán de nuevo.',
    review_done: 'Revisión terminada: los clientes nuevos ya se crean en QuickBooks.',
    already_linked: 'Este cliente ya está vinculado a un cliente de QuickBooks.',
    quickbooks_customer_missing: 'QuickBooks no tiene un cliente activo con este id.',
    quickbooks_customer_taken: 'Este cliente de QuickBooks ya está vinculado a otro cliente de LawnDesk.',
  },
  employees: {
    saved: 'Las personas quedan vinculadas a sus empleados de QuickBooks: sus horas aprobadas se envían a QuickBooks.',
    quickbooks_employee_missing: 'QuickBooks no tiene un empleado activo con este id.',
    quickbooks_employee_taken: 'Un empleado de QuickBooks solo puede vincularse a una persona.',
    person_missing: 'Esta persona no es un usuario de personal ni de cuadrilla de LawnDesk.',
  },
  failure: {
    reference_missing:
      'Una cuenta o un artículo que usa este registro se eliminó o se desactivó en QuickBooks: elija otra cuenta y envíelo de nuevo.',
    duplicate_name: 'QuickBooks ya tiene un cliente o un artículo con este nombre.',
    duplicate_customer:
      'QuickBooks ya tiene un cliente con este nombre para mostrar, seguramente este mismo cliente: vincúlelos en "Vincular clientes existentes de QuickBooks" o cambie el nombre del de QuickBooks, y envíe de nuevo.',
    rename_taken:
      'QuickBooks ya tiene otro cliente con el nombre nuevo: cambie el nombre de uno de ellos (en QuickBooks o en LawnDesk) y envíe de nuevo.',
    doc_number_too_long:
      'Este número con el prefijo pasa de los 21 caracteres que guarda QuickBooks: acorte el prefijo o el primer número en los ajustes de numeración de QuickBooks y envíe de nuevo.',
    refused: 'QuickBooks rechazó este registro.',
    account_unmapped: 'No hay cuenta elegida para este servicio en la asignación de cuentas.',
    deposits_account_unmapped:
      'QuickBooks no tiene una cuenta donde guardar los depósitos de presupuestos: cree una cuenta de Otro pasivo corriente (por ejemplo, Depósitos de clientes) o elija una en la asignación de cuentas y envíe de nuevo.',
    fee_account_unmapped:
      'QuickBooks no tiene una cuenta de cargos bancarios para las comisiones de tarjeta: elija una para las comisiones en la asignación de cuentas y envíe de nuevo.',
    employee_unmapped:
      'Esta persona no está vinculada a un empleado de QuickBooks: vincúlela en "Empleados de QuickBooks"; después se envían sus horas.',
    payroll_item_unmapped:
      'No hay concepto de nómina elegido para el tiempo libre pagado: escríbalo en Cuentas (solo con QuickBooks Payroll); al guardarlo se envía de nuevo.',
  },
};

// /notes on a customer's property.
import type { FastifyPluginAsync } from 'fastify';
import { noteInput } from '../../../common/schemas/activity';
import { noteRecord } from '../../../common/schemas/activityRecord';
import { notes } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';
import { propertyForWrite } from '../../lib/customerGuards';

// Call logs, reminders and notes belong to whoever may open the customer list.
const activity = { label: 'record', permission: 'customer_list', defaultSort: 'createdAt', propertyGuard: propertyForWrite } as const;

const notesRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    ...activity,
    path: 'notes',
    history: 'note',
    table: notes,
    input: noteInput,
    record: noteRecord,
    sortFields: ['createdAt'],
  });
};

export default notesRoutes;

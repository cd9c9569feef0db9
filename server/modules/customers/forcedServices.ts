// The force-service dates of a property: written here for System Settings' force-service list (settings/forceServiceRoutes).
import { eq } from 'drizzle-orm';
import { forceServices } from '../../db/schema';
import type { Executor } from '../../lib/history';

/** Forces the property into service on the date. */
export async function forceService(executor: Executor, values: { propertyId: string; date: string; createdById: string }) {
  const [row] = await executor.insert(forceServices).values(values).returning();
  return row;
}

/** Removes a forced date; undefined when there was none with that id. */
export async function removeForcedService(executor: Executor, id: string) {
  const [row] = await executor.delete(forceServices).where(eq(forceServices._id, id)).returning({ _id: forceServices._id });
  return row as { _id: string } | undefined;
}

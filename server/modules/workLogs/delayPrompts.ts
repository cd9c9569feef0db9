// A delay prompt's answer: the crew's response to a prompt staff sent (vendors/delayResponseRoutes), which closes it.
import { eq } from 'drizzle-orm';
import { delayPrompts } from '../../db/schema';
import type { Tx } from '../../lib/history';

type CrewResponse = NonNullable<(typeof delayPrompts.$inferSelect)['crewResponse']>;

/** Records the crew's answer and takes the prompt off the crew's screen. */
export async function answerDelayPrompt(tx: Tx, promptId: string, answer: { crewResponse: CrewResponse; respondedById: string }) {
  await tx
    .update(delayPrompts)
    .set({ ...answer, respondedAt: new Date(), display: false })
    .where(eq(delayPrompts._id, promptId));
}

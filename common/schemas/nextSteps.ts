// What a new business does after its setup (GET /dashboard/next-steps, admins): each step ticked from what the
// business really has, shown until the admin dismisses the list (settings `setup.nextStepsDismissed`).
import { z } from 'zod';

export const NEXT_STEPS = ['import', 'crews', 'payments', 'messages'] as const;
export type NextStepKey = (typeof NEXT_STEPS)[number];

export const nextSteps = z.object({
  dismissed: z.boolean(),
  steps: z.array(z.object({ key: z.enum(NEXT_STEPS), done: z.boolean() })),
});
export type NextSteps = z.infer<typeof nextSteps>;

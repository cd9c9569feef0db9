// A crew's service-delay prompt put aside: which one, kept across reloads, and how the bell brings it back. Here, not in
// ui/delayPrompt, so the bell (shared by every kind of user) does not load the prompt itself.
import { useStore } from 'react-admin';
import { DELAY_PROMPT_TYPES, type NotificationType } from '../../../common/notificationTypes';

/** The notification id of the prompt put aside, kept until the crew opens it again. */
export const DELAY_PROMPT_ASIDE_KEY = 'crew.delayPromptAside';

export const isDelayPrompt = (type: NotificationType) => (DELAY_PROMPT_TYPES as readonly string[]).includes(type);

/** Brings back a prompt put aside: the bell calls it when the crew opens a delay prompt's notification. */
export function useReopenDelayPrompt() {
  const [, setAside] = useStore<string | null>(DELAY_PROMPT_ASIDE_KEY, null);
  return () => setAside(null);
}

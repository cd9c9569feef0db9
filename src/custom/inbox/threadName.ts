// How a thread is named: its customer's name, else its number written as a US phone number.
import type { Thread } from '../../dataProvider/conversationMethods';

export const phone = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
export const threadName = (thread: Pick<Thread, 'name' | 'mobile'>) => thread.name ?? phone(thread.mobile);

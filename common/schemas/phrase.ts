// Phrases: canned texts staff pick in calendars, assignments, reminders, notes and call logs.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

export const PHRASE_TYPES = ['calendar', 'assignment', 'reminder', 'note', 'general', 'un-assign', 'callLog', 'cancel-assignment'] as const;

export const phraseInput = z.object({
  name: requiredText('Name is required.', MAX_LENGTH.title, 'Name is at most 120 characters.'),
  phrase: requiredText('Phrase is required.', MAX_LENGTH.note, 'Phrase is at most 2000 characters.'),
  type: z.enum(PHRASE_TYPES, { error: 'Type is required.' }),
});
export type PhraseInput = z.infer<typeof phraseInput>;

export const phrase = phraseInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Phrase = z.infer<typeof phrase>;

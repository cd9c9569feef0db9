// Phrases: canned texts staff pick in calendars, assignments, reminders, notes and call logs.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

export const PHRASE_TYPES = ['calendar', 'assignment', 'reminder', 'note', 'general', 'un-assign', 'callLog', 'cancel-assignment'] as const;

export const phraseInput = z.object({
  name: requiredText('validation.common.name_required', MAX_LENGTH.title, 'validation.common.name_at_most_120_characters'),
  phrase: requiredText('validation.phrase.phrase_required', MAX_LENGTH.note, 'validation.phrase.phrase_at_most_2000_characters'),
  type: z.enum(PHRASE_TYPES, { error: 'validation.common.type_required' }),
});
export type PhraseInput = z.infer<typeof phraseInput>;

export const phrase = phraseInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Phrase = z.infer<typeof phrase>;

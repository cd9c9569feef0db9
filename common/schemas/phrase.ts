// Phrases: canned texts staff pick in calendars, assignments, reminders, notes and call logs.
import { z } from 'zod';
import { MAX_LENGTH, requiredText } from './fields';

export const PHRASE_TYPES = ['calendar', 'assignment', 'reminder', 'note', 'general', 'un-assign', 'callLog', 'cancel-assignment'] as const;
export type PhraseType = (typeof PHRASE_TYPES)[number];

export const phraseInput = z.object({
  name: requiredText('validation.common.name_required', MAX_LENGTH.title, 'validation.common.name_at_most_120_characters'),
  phrase: requiredText('validation.phrase.phrase_required', MAX_LENGTH.note, 'validation.phrase.phrase_at_most_2000_characters'),
  type: z.enum(PHRASE_TYPES, { error: 'validation.common.type_required' }),
});
export type PhraseInput = z.infer<typeof phraseInput>;

export const phrase = phraseInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type Phrase = z.infer<typeof phrase>;

/** GET /phrases/choices?type: the phrases a dialog offers to insert, readable by whoever writes call logs, notes and reminders. */
export const phraseChoicesQuery = z.object({ type: z.enum(PHRASE_TYPES, { error: 'validation.common.type_required' }) });
export const phraseChoice = phrase.pick({ _id: true, name: true, phrase: true, type: true });
export type PhraseChoice = z.infer<typeof phraseChoice>;

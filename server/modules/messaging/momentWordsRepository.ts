// The office's words for the moments (table moment_words), read once per batch of moments and by /moment-words.
import type { Language } from '../../../common/i18n/catalog';
import type { MomentKind } from '../../../common/schemas/customerMessage';
import type { PartWords } from '../../../common/schemas/momentWords';
import { momentWords } from '../../db/schema';
import type { Executor } from '../../lib/history';

export type Edited = Map<string, { words: PartWords; updatedAt: Date | null }>;
const editedKey = (moment: MomentKind, language: Language) => `${moment}:${language}`;

/** The office's words, by moment and language: what a batch of moments reads once. */
export async function readEditedWords(db: Executor): Promise<Edited> {
  const rows = await db.select().from(momentWords);
  const edited: Edited = new Map();
  for (const row of rows) {
    const key = editedKey(row.moment, row.language);
    const entry = edited.get(key) ?? { words: {}, updatedAt: null };
    entry.words[row.part] = row.text;
    if (!entry.updatedAt || row.updatedAt > entry.updatedAt) entry.updatedAt = row.updatedAt;
    edited.set(key, entry);
  }
  return edited;
}

/** A moment's words for its language: the office's own parts, none where it left the catalog's. */
export const editedWordsOf = (edited: Edited, moment: MomentKind, language: Language) =>
  edited.get(editedKey(moment, language))?.words ?? {};

/** When the office last changed a moment's words in a language, if it did. */
export const editedAt = (edited: Edited, moment: MomentKind, language: Language) =>
  edited.get(editedKey(moment, language))?.updatedAt ?? null;

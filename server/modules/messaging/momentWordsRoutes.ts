// /moment-words: the words of each moment customers hear about, edited by the office on the E-mail Templates screen
// (docs/messages.md "Moments"). A part equal to the catalog's is not stored, so a catalog change still reaches it.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, type MessageKey, renderMessage } from '../../../common/i18n/catalog';
import { LANGUAGES } from '../../../common/schemas/customer';
import { MOMENT_KINDS, type MomentKind } from '../../../common/schemas/customerMessage';
import { envelope } from '../../../common/schemas/envelope';
import {
  MOMENT_PARTS,
  MOMENT_VARIABLES,
  type MomentPart,
  momentKind,
  momentWordsErrors,
  momentWordsInput,
  type MomentWordsInput,
  momentWordsRecord,
  type MomentWordsRecord,
} from '../../../common/schemas/momentWords';
import { momentWords } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { type Edited, editedAt, editedWordsOf, readEditedWords } from './momentWordsRepository';

const config = { access: { permission: 'email_template_list' } } as const;
const tags = ['email-templates'];
const params = z.object({ moment: momentKind });

/** The catalog's text of a part, its variables left as `%{…}` for the office to see. */
const catalogText = (moment: MomentKind, language: Language, part: MomentPart) =>
  renderMessage(language, `moments.${moment}.${part}` as MessageKey);

function recordOf(moment: MomentKind, edited: Edited): MomentWordsRecord {
  const parts = [...MOMENT_PARTS[moment]];
  const byLanguage = (pick: (language: Language, part: MomentPart) => string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(parts.map((part) => [part, pick(language, part)]))]));
  const latest = LANGUAGES.map((language) => editedAt(edited, moment, language))
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    moment,
    parts,
    variables: [...MOMENT_VARIABLES[moment]],
    words: byLanguage(
      (language, part) => editedWordsOf(edited, moment, language)[part] ?? catalogText(moment, language, part),
    ) as MomentWordsInput,
    defaults: byLanguage((language, part) => catalogText(moment, language, part)) as MomentWordsInput,
    edited: {
      en: parts.filter((part) => editedWordsOf(edited, moment, 'en')[part] !== undefined),
      es: parts.filter((part) => editedWordsOf(edited, moment, 'es')[part] !== undefined),
    },
    updatedAt: latest?.toISOString() ?? null,
  };
}

const momentWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/moment-words', { config, schema: { tags, response: { 200: envelope(z.array(momentWordsRecord)) } } }, async () => {
    const edited = await readEditedWords(db);
    return { status: 200, data: MOMENT_KINDS.map((moment) => recordOf(moment, edited)) };
  });

  app.put(
    '/moment-words/:moment',
    { config, schema: { tags, params, body: momentWordsInput, response: { 200: envelope(momentWordsRecord) } } },
    async (request) => {
      const { moment } = request.params;
      const errors = momentWordsErrors(moment, request.body);
      const first = Object.values(errors)[0];
      if (first) throw new HttpProblem(400, first as MessageKey, errors as Record<string, MessageKey>);
      const updatedBy = app.currentUser(request)._id;
      await db.transaction(async (tx) => {
        for (const language of LANGUAGES)
          for (const part of MOMENT_PARTS[moment]) {
            const text = request.body[language][part]!.trim();
            const where = and(eq(momentWords.moment, moment), eq(momentWords.language, language), eq(momentWords.part, part));
            if (text === catalogText(moment, language, part)) await tx.delete(momentWords).where(where);
            else
              await tx
                .insert(momentWords)
                .values({ moment, language, part, text, updatedBy })
                .onConflictDoUpdate({
                  target: [momentWords.moment, momentWords.language, momentWords.part],
                  set: { text, updatedBy, updatedAt: sql`now()` },
                  setWhere: sql`${momentWords.text} is distinct from excluded.text`,
                });
          }
      });
      return { status: 200, data: recordOf(moment, await readEditedWords(db)) };
    },
  );

  // Back to the catalog's words in both languages.
  app.delete(
    '/moment-words/:moment',
    { config, schema: { tags, params, response: { 200: envelope(momentWordsRecord) } } },
    async (request) => {
      await db.delete(momentWords).where(eq(momentWords.moment, request.params.moment));
      return { status: 200, data: recordOf(request.params.moment, await readEditedWords(db)) };
    },
  );
};

export default momentWordsRoutes;

// The office's words for the moments (/moment-words): edited per language and part, checked for their
// variables, used by the next message in the customer's language, and put back to the catalog's.
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import type { MomentWordsRecord } from '../../../common/schemas/momentWords';
import { momentWords } from '../../../server/db/schema';
import { sendMoment } from '../../../server/modules/messaging';
import { bearer, signIn } from '../helpers';
import { momentsHarness, settledCount } from '../momentsHarness';

const h = momentsHarness();

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: 'csr' | 'crew' = 'csr') {
  const { token } = await signIn(h.t.app, h.business.users[who].username, who === 'crew' ? 'crew' : 'admin');
  return h.t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
}

const visitMoved = async () =>
  ((await call('GET', '/moment-words')).json().data as MomentWordsRecord[]).find((record) => record.moment === 'visit-moved')!;

describe('/moment-words', () => {
  it('lists every moment with its parts, variables and the catalog words in both languages', async () => {
    const response = await call('GET', '/moment-words');
    expect(response.statusCode).toBe(200);
    const records = response.json().data as MomentWordsRecord[];
    expect(records.map((record) => record.moment)).toContain('payment-failed');
    const moved = records.find((record) => record.moment === 'visit-moved')!;
    expect(moved.parts).toEqual(['subject', 'body', 'body_weather']);
    expect(moved.variables).toEqual(['name', 'service', 'date', 'address']);
    expect(moved.words.es.body).toBe('Hola %{name}, su %{service} en %{address} pasó al %{date}.');
    expect(moved.edited).toEqual({ en: [], es: [] });
    expect((await call('GET', '/moment-words', undefined, 'crew')).statusCode).toBe(403);
  });

  it('sends the office’s words in the customer’s language, keeps a part equal to the catalog’s unstored, and resets', async () => {
    const before = await visitMoved();
    const words = {
      en: { ...before.words.en, body: 'Hello %{name}! Rain check: your %{service} is now on %{date}.' },
      es: { ...before.words.es, body_weather: '¡Hola %{name}! Por la lluvia, su %{service} será el %{date}.' },
    };
    // The office's words may leave out the address the catalog's name: they are sent as written.
    const saved = await call('PUT', '/moment-words/visit-moved', words);
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as MomentWordsRecord).edited).toEqual({ en: ['body'], es: ['body_weather'] });
    expect(await h.t.app.database.db.select().from(momentWords)).toHaveLength(2);

    const { customer: ana } = await h.newCustomer({ language: 'es', firstName: 'Ana' });
    const { customer: joe } = await h.newCustomer({ firstName: 'Joe' });
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: ana._id,
      subjectId: 'words-1',
      variables: { service: 'mow', date: '2031-06-09', cause: 'weather' },
    });
    await sendMoment(h.t.app, {
      moment: 'visit-moved',
      customer: joe._id,
      subjectId: 'words-2',
      variables: { service: 'bnb', date: '2031-06-10' },
    });
    expect(await settledCount(() => h.textsTo(ana.mobile!), 1)).toEqual([
      'LawnDesk: ¡Hola Ana! Por la lluvia, su corte de césped será el 9 de junio de 2031. Responda PARAR para cancelar.',
    ]);
    expect(await settledCount(() => h.textsTo(joe.mobile!), 1)).toEqual([
      'LawnDesk: Hello Joe! Rain check: your bush and bed care is now on 6/10/2031. Reply STOP to opt out.',
    ]);

    const reset = await call('DELETE', '/moment-words/visit-moved');
    expect((reset.json().data as MomentWordsRecord).words).toEqual(before.defaults);
    expect(await h.t.app.database.db.select().from(momentWords)).toHaveLength(0);
  });

  it('refuses a variable the moment does not have, a blank part, a part it has not and an unknown moment, naming the field', async () => {
    const { words } = await visitMoved();
    const cases = [
      [{ ...words, en: { ...words.en, body: 'Hi %{name}, pay at %{link}' } }, 'en.body', '%{link} is not a variable of this message'],
      [{ ...words, es: { ...words.es, subject: '  ' } }, 'es.subject', 'Write this part of the message.'],
      [{ ...words, en: { ...words.en, subject: 'x'.repeat(151) } }, 'en.subject', 'A subject is at most 150 characters.'],
      [{ ...words, en: { ...words.en, body: 'Hi %{name' } }, 'en.body', '%{name is not a variable'],
      [{ ...words, en: { ...words.en, note: 'A note' } }, 'en.note', 'This message has no such part.'],
    ] as const;
    for (const [payload, field, text] of cases) {
      const response = await call('PUT', '/moment-words/visit-moved', payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(renderMessage('en', response.json().errors[field], response.json().errorParams?.[field])).toContain(text);
    }
    expect((await call('PUT', '/moment-words/newsletter', words)).statusCode).toBe(400);
    expect(await h.t.app.database.db.select().from(momentWords)).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMessage } from '../i18n/catalog';
import { z } from 'zod';
import {
  calendarDate,
  DATE_MESSAGES,
  emailAddress,
  ID_MESSAGE,
  MAX_LENGTH,
  optionalRecordId,
  optionalText,
  rawText,
  recordId,
  requiredText,
  TEXT_MESSAGES,
  text,
  unstorableReason,
} from './fields';
import { profileInput } from './profile';
import { reminderInput } from './activity';

const messagesOf = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('text fields', () => {
  it('refuse NUL and lone surrogates, and accept emoji made of a surrogate pair', () => {
    expect(unstorableReason('a\u0000b')).toBe(TEXT_MESSAGES.nul);
    expect(unstorableReason('\ud800')).toBe(TEXT_MESSAGES.loneSurrogate);
    expect(unstorableReason('x\udc00')).toBe(TEXT_MESSAGES.loneSurrogate);
    expect(unstorableReason('\ude00\ud83d')).toBe(TEXT_MESSAGES.loneSurrogate);
    expect(unstorableReason('Mow 🌱 then edge, café')).toBeUndefined();
    expect(messagesOf(text(80), 'a\u0000b')).toEqual([TEXT_MESSAGES.nul]);
    expect(messagesOf(rawText(80), '\ud83d')).toEqual([TEXT_MESSAGES.loneSurrogate]);
  });

  it('trim, then hold to the maximum length', () => {
    expect(text(5).parse('  Waco  ')).toBe('Waco');
    expect(messagesOf(text(5), 'Austin').map((message) => renderMessage('en', message))).toEqual(['At most 5 characters.']);
    expect(messagesOf(text(MAX_LENGTH.name), 'x'.repeat(1024 * 1024)).map((message) => renderMessage('es', message))).toEqual([
      'Como máximo 80 caracteres.',
    ]);
    expect(messagesOf(text(30, 'validation.discount.code_at_most_30_characters'), 'x'.repeat(31))).toEqual([
      'validation.discount.code_at_most_30_characters',
    ]);
    expect(rawText(10).parse(' pass ')).toBe(' pass ');
  });

  it('say what is missing in the field’s own words', () => {
    const firstName = requiredText('validation.common.first_name_required', MAX_LENGTH.name);
    expect(messagesOf(firstName, '   ')).toEqual(['validation.common.first_name_required']);
    expect(messagesOf(firstName, undefined)).toEqual(['validation.common.first_name_required']);
    expect(messagesOf(firstName, 42)).toEqual(['validation.common.first_name_required']);
    expect(firstName.parse(' Dana ')).toBe('Dana');
  });

  it('turn a blank optional text into null', () => {
    expect(optionalText(40).parse('  ')).toBeNull();
    expect(optionalText(40).parse(undefined)).toBeNull();
    expect(optionalText(40).parse(' 4521 ')).toBe('4521');
    expect(messagesOf(optionalText(40), 'gate\u0000')).toEqual([TEXT_MESSAGES.nul]);
  });

  it('check e-mail addresses after trimming, lower-casing only where asked', () => {
    expect(emailAddress().parse(' Dana@Example.com ')).toBe('Dana@Example.com');
    expect(emailAddress('validation.common.valid_email_required', { lowerCase: true }).parse(' Dana@Example.com ')).toBe(
      'dana@example.com',
    );
    expect(messagesOf(emailAddress(), `${'a'.repeat(200)}@example.com`)).toContain('validation.common.valid_email_required');
    expect(messagesOf(emailAddress(), 'a\u0000@example.com')).toContain(TEXT_MESSAGES.nul);
  });
});

describe('calendar dates', () => {
  const date = calendarDate('validation.common.date_required');

  it('accept real days, leap days included', () => {
    expect(date.parse('2026-11-23')).toBe('2026-11-23');
    expect(date.parse('2028-02-29')).toBe('2028-02-29');
    expect(date.parse('2000-02-29')).toBe('2000-02-29');
  });

  it('refuse days that pass the pattern but do not exist', () => {
    for (const day of ['2027-02-30', '2027-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00']) {
      expect(messagesOf(date, day), day).toEqual([DATE_MESSAGES.notReal]);
    }
  });

  it('refuse years outside the business’s range and other shapes with the field’s message', () => {
    expect(messagesOf(date, '0000-01-01')).toEqual([DATE_MESSAGES.year]);
    expect(messagesOf(date, '9999-12-31')).toEqual([DATE_MESSAGES.year]);
    expect(messagesOf(date, '2026-1-5')).toEqual(['validation.common.date_required']);
    expect(messagesOf(date, '2026-11-23T10:00:00Z')).toEqual(['validation.common.date_required']);
    expect(messagesOf(date, null)).toEqual(['validation.common.date_required']);
  });

  it('keep field paths in the shared schemas, so the form shows the message beside the field', () => {
    const issues = reminderInput.safeParse({
      propertyId: crypto.randomUUID(),
      date: '2027-02-30',
      note: 'Call back',
      priority: 'high',
      assigneeId: crypto.randomUUID(),
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['date', DATE_MESSAGES.notReal]]);
    const profile = profileInput.safeParse({
      name: { first: 'A\u0000', last: 'B' },
      email: 'a@b.co',
      mobile: '',
      dateOfBirth: '1990-02-30',
    }).error?.issues;
    expect(profile?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name.first', TEXT_MESSAGES.nul],
      ['dateOfBirth', DATE_MESSAGES.notReal],
    ]);
  });
});

describe('record ids', () => {
  it('accept the UUIDs the database makes and nothing else', () => {
    const id = crypto.randomUUID();
    expect(recordId().parse(id)).toBe(id);
    expect(recordId().parse(id.toUpperCase())).toBe(id.toUpperCase());
    for (const bad of ['', 'nope', `${id}\u0000`, `${id} `, '1', id.slice(1), 'x'.repeat(1024 * 1024)])
      expect(messagesOf(recordId(), bad), bad.slice(0, 40)).toEqual([ID_MESSAGE]);
    expect(messagesOf(recordId('validation.customer.choose_customer'), undefined)).toEqual(['validation.customer.choose_customer']);
  });

  it('let an optional id be blank', () => {
    expect(optionalRecordId().parse('')).toBeNull();
    expect(optionalRecordId().parse(null)).toBeNull();
    expect(messagesOf(optionalRecordId('validation.common.choose_crew'), 'crew-1')).toEqual(['validation.common.choose_crew']);
  });
});

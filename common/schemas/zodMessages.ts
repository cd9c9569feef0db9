// The message of a zod check no schema worded itself: a catalog key saying what is wrong, never zod's own English.
import { z } from 'zod';
import { type Message, withParams } from '../i18n/keys';
import { tooLong } from './fields';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): Message {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? 'validation.generic.required' : withParams('validation.generic.at_least_characters', { min });
  if (issue.origin === 'array' || issue.origin === 'set') return withParams('validation.generic.choose_at_least', { min });
  if (issue.origin === 'date') return 'validation.common.enter_valid_date';
  return withParams(issue.inclusive ? 'validation.generic.at_least' : 'validation.generic.more_than', { min });
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): Message {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return tooLong(max);
  if (issue.origin === 'array' || issue.origin === 'set') return withParams('validation.generic.choose_at_most', { max });
  if (issue.origin === 'date') return 'validation.common.enter_valid_date';
  return withParams(issue.inclusive ? 'validation.generic.at_most' : 'validation.generic.less_than', { max });
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): Message {
  if (isMissing(issue.input)) return 'validation.generic.required';
  if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'validation.generic.enter_number';
  if (issue.expected === 'date') return 'validation.common.enter_valid_date';
  return 'validation.generic.invalid_value';
}

/** Every issue zod raises, by its code; `undefined` would let zod's English through, so each code answers a key. */
export function zodIssueMessage(issue: Issue): Message {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return isMissing(issue.input) ? 'validation.generic.required' : 'validation.generic.choose_from_list';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.common.valid_email_required' : 'validation.generic.invalid_format';
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'validation.generic.whole_number'
        : withParams('validation.generic.multiple_of', { step: Number(issue.divisor) });
    case 'unrecognized_keys':
      return 'validation.generic.unknown_field';
    case 'invalid_union':
      return isMissing(issue.input) ? 'validation.generic.required' : 'validation.generic.invalid_value';
    default:
      return 'validation.generic.invalid_value';
  }
}

/** Installed once by the browser (src/zodConfig.ts) and the server (server/app.ts); a schema's own message still wins. */
export function installZodMessages() {
  z.config({ customError: (issue) => zodIssueMessage(issue) });
}

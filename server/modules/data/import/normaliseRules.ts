// What people type into a spreadsheet, made into what LawnDesk stores: phones as 10 digits, e-mails, 5-digit zip codes,
// addresses spaced and cased, frequencies and days written as words (English or Spanish). Blank gives null; text that
// cannot be read is given back as typed, so the schema names the field that is wrong.

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Lower case without accents: "Miércoles" and "miercoles" read alike. */
export const plain = (value: string) =>
  collapse(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const blank = (value: string | undefined) => (value === undefined || collapse(value) === '' ? null : collapse(value));

export function normalisePhone(value: string | undefined): string | null {
  const typed = blank(value);
  if (!typed) return null;
  const withoutExtension = typed.split(/\s*(?:x|ext\.?|extension)\s*\d+$/i)[0];
  const digits = withoutExtension.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : typed;
}

/** The first address of a cell that lists several ("a@x.com; b@x.com"), lower-cased. */
export function normaliseEmail(value: string | undefined): string | null {
  const typed = blank(value);
  if (!typed) return null;
  return typed
    .replace(/^mailto:/i, '')
    .split(/[;,\s]+/)[0]
    .toLowerCase();
}

/** ZIP+4 keeps its first 5 digits; a zip code a spreadsheet read as a number gets its leading zeros back. */
/** The states (and territories, military post) whose zip codes begin with 0: only theirs lose a zero to a number cell. */
const ZERO_ZIP_STATES = new Set(['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PR', 'RI', 'VT', 'VI', 'AE']);

/**
 * Five digits (ZIP+4 cut). A 3- or 4-digit code is a spreadsheet's number that lost its leading zeros, given them back
 * only when the row's state is one whose codes begin with 0 (or the row names none): in Texas, 7870 is a typo, not
 * 07870 in New Jersey, and is given back as typed for the schema to refuse.
 */
export function normaliseZip(value: string | undefined, state?: string | null): string | null {
  const typed = blank(value);
  if (!typed) return null;
  const match = /^(\d{3,5})(?:-?\d{4})?$/.exec(typed.replace(/\s/g, ''));
  if (!match) return typed;
  if (match[1].length < 5 && state && /^[A-Z]{2}$/.test(state) && !ZERO_ZIP_STATES.has(state)) return typed;
  return match[1].padStart(5, '0');
}

const UPPER_WORDS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'po', 'fm', 'us', 'rr']);

/** "123  MAIN st  NW" reads "123 Main St NW"; ordinals stay lower case ("21st"). */
export function normaliseAddress(value: string | undefined): string | null {
  const typed = blank(value);
  if (!typed) return null;
  return typed
    .split(' ')
    .map((word) => {
      const lower = word.toLowerCase();
      if (UPPER_WORDS.has(lower.replace(/\./g, ''))) return word.toUpperCase();
      if (/^\d/.test(word)) return lower;
      return lower.replace(/(^|[-'(/])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/** A city's name is cased as an address is. */
export function normaliseCity(value: string | undefined): string | null {
  return normaliseAddress(value);
}

const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  tejas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};

export function normaliseState(value: string | undefined): string | null {
  const typed = blank(value);
  if (!typed) return null;
  const words = plain(typed).replace(/\./g, '');
  return STATES[words] ?? (words.length === 2 ? words.toUpperCase() : typed);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  other: 2,
  otra: 2,
};
const FREQUENCY_WORDS: Record<string, number> = {
  weekly: 1,
  week: 1,
  semanal: 1,
  semanalmente: 1,
  biweekly: 2,
  fortnightly: 2,
  quincenal: 2,
  bisemanal: 2,
  quincenalmente: 2,
  triweekly: 3,
  monthly: 4,
  mensual: 4,
  mensualmente: 4,
  once: -1,
  onetime: -1,
  'one time': -1,
  'una vez': -1,
  'unica vez': -1,
  'solo una vez': -1,
  single: -1,
  eow: 2,
};

/** "As needed", "on call": visits the customer asks for, imported as a one-time service (the words kept in a warning). */
const AS_NEEDED = /^(?:as needed|asneeded|as required|when needed|on call|oncall|on demand|on request|upon request|call in|callin|per request|segun se necesite|cuando se necesite|a pedido|bajo pedido|a demanda)$/;
export const isAsNeeded = (value: string | undefined) => AS_NEEDED.test(plain(value ?? '').replace(/[-_.]/g, ' ').replace(/\s+/g, ' ').trim());

/**
 * Weeks between visits, as the service's frequency (-1 once). A number is read as a number before any word is: the
 * minus of LawnDesk's own export's -1 (one time) must not be lost to the hyphen of "bi-weekly".
 */
export function normaliseFrequency(value: string | undefined): number | string | null {
  const typed = blank(value);
  if (!typed) return null;
  const number = /^([-+]?\d+)(?:\.0+)?$/.exec(typed.replace(/\s/g, ''));
  if (number) return Number(number[1]);
  const words = plain(typed).replace(/[-_]/g, '');
  if (FREQUENCY_WORDS[words] !== undefined) return FREQUENCY_WORDS[words];
  if (isAsNeeded(typed)) return -1;
  const weeks = /^(\d+)\s*(?:weeks?|wks?|semanas?)$/.exec(words);
  if (weeks) return Number(weeks[1]);
  const every = /^(?:every|each|cada)\s+(\d+|[a-z]+)\s+(?:weeks?|semanas?)$/.exec(words);
  if (every) return /^\d+$/.test(every[1]) ? Number(every[1]) : (NUMBER_WORDS[every[1]] ?? typed);
  if (/^(?:every|each|cada)\s+(?:week|semana)$/.test(words)) return 1;
  if (/^(?:every|each|cada)\s+(?:month|mes)$/.test(words)) return 4;
  return typed;
}

const DAY_WORDS: [number, string[]][] = [
  [1, ['monday', 'mon', 'mo', 'm', 'lunes', 'lun', 'lu', 'l']],
  [2, ['tuesday', 'tue', 'tues', 'tu', 'martes', 'mar', 'ma']],
  [3, ['wednesday', 'wed', 'we', 'w', 'miercoles', 'mie', 'mi', 'x']],
  [4, ['thursday', 'thu', 'thur', 'thurs', 'th', 'r', 'jueves', 'jue', 'ju', 'j']],
  [5, ['friday', 'fri', 'fr', 'f', 'viernes', 'vie', 'vi', 'v']],
  [6, ['saturday', 'sat', 'sa', 'sabado', 'sab']],
  [7, ['sunday', 'sun', 'su', 'domingo', 'dom', 'do']],
];
const DAYS = new Map(DAY_WORDS.flatMap(([day, words]) => words.map((word) => [word, day] as const)));

/** Day of the week, 1 Monday to 7 Sunday. */
export function normaliseDay(value: string | undefined): number | string | null {
  const typed = blank(value);
  if (!typed) return null;
  const words = plain(typed).replace(/\.$/, '');
  if (/^\d+$/.test(words)) return Number(words);
  return DAYS.get(words) ?? typed;
}

/** "$1,250.50" reads 1250.5; anything else is given back as typed. */
export function normaliseNumber(value: string | undefined): number | string | null {
  const typed = blank(value);
  if (!typed) return null;
  const bare = typed.replace(/[$,\s]/g, '');
  return bare !== '' && Number.isFinite(Number(bare)) ? Number(bare) : typed;
}

/** A price as a lawn company types it: "$45", "45.00", "$45/cut", "45 per visit", "$45 cada corte" read 45. */
export function normalisePrice(value: string | undefined): number | string | null {
  const typed = blank(value);
  if (!typed) return null;
  const per = /^(.*?)\s*(?:\/|per\b|a\b|each\b|ea\b|cada\b|por\b)\s*(?:cut|mow|mowing|visit|service|week|time|corte|visita|servicio|semana|vez)?\.?$/i.exec(
    typed,
  );
  return normaliseNumber(per?.[1] || typed);
}

/** yyyy-mm-dd, or the m/d/yyyy (m/d/yy) a US spreadsheet writes. */
export function normaliseDate(value: string | undefined): string | null {
  const typed = blank(value);
  if (!typed) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(typed);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(typed);
  const pad = (part: string) => part.padStart(2, '0');
  if (iso) return `${iso[1]}-${pad(iso[2])}-${pad(iso[3])}`;
  if (us) return `${us[3].length === 2 ? `20${us[3]}` : us[3]}-${pad(us[1])}-${pad(us[2])}`;
  return typed;
}

/** "Smith, Ann" and "Ann Smith" both give first Ann, last Smith; one word is a last name. */
export function splitName(value: string | undefined): { first: string; last: string } {
  const typed = blank(value);
  if (!typed) return { first: '', last: '' };
  if (typed.includes(',')) {
    const [last, first] = typed.split(',', 2).map(collapse);
    return { first, last };
  }
  const words = typed.split(' ');
  if (words.length === 1) return { first: '', last: words[0] };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

export const normaliseText = blank;

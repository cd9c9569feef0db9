// Customer imports from a spreadsheet: the fields a column can fill, a mapping of columns to fields, what a row becomes
// (checked by the customer, property and service schemas' own fields) and what the import reports.
import { z } from 'zod';
import { customerInput, propertyInput } from './customer';
import { emailAddress, MAX_LENGTH, recordId, requiredText, text } from './fields';
import { serviceInput } from './service';

/**
 * Every field a column can fill; a row may also give the whole name in one column (fullName), a company's name (the
 * customer's name when no person is named), a second address line, and a billing address (the property's when the
 * row has no service address).
 */
export const IMPORT_FIELDS = [
  'sourceId',
  'fullName',
  'firstName',
  'lastName',
  'companyName',
  'email',
  'mobile',
  'emergencyPhone',
  'address',
  'address2',
  'city',
  'state',
  'zipcode',
  'billingAddress',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingZipcode',
  'latitude',
  'longitude',
  'lotSize',
  'gateCode',
  'service',
  'frequency',
  'mowDay',
  'price',
  'startDate',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_COLUMNS = 200;

/** Which column (by its header) fills each field; a field left out is not imported. */
export const importMapping = z.partialRecord(z.enum(IMPORT_FIELDS), text(MAX_LENGTH.title).min(1));
export type ImportMapping = z.infer<typeof importMapping>;

const phoneDigits = z
  .string()
  .regex(/^\d{10}$/, 'validation.common.enter_valid_phone_number_10_digits')
  .nullable();

/** A row's customer: the customer form's fields, with e-mail and phones that a spreadsheet may leave blank. */
export const importedCustomer = customerInput.pick({ name: true, source: true, marketingOptIn: true }).extend({
  email: emailAddress('validation.common.valid_email_required', { lowerCase: true }).nullable(),
  mobile: phoneDigits,
  emergencyPhone: phoneDigits,
});
export type ImportedCustomer = z.infer<typeof importedCustomer>;

/** A row's property: where the crews go. What the office records on a visit (lock codes, pets) is filled in later. */
export const importedProperty = propertyInput
  .pick({ address: true, city: true, state: true, zipcode: true, latitude: true, longitude: true, gateCode: true })
  .extend({
    lotSize: z
      .number()
      .int('validation.customer.lot_size_whole_square_feet')
      .min(1, 'validation.customer.lot_size_at_least_1')
      .max(1_000_000, 'validation.customer.lot_size_at_most_1_000_000')
      .nullable(),
  });
export type ImportedProperty = z.infer<typeof importedProperty>;

export const importedService = serviceInput
  .pick({
    type: true,
    frequency: true,
    frontBack: true,
    price: true,
    startDate: true,
    mowDay: true,
  })
  .extend({
    /**
     * The file's own words for a service LawnDesk has no kind of (another tool's aeration, leaf clean-up, an "As Needed"
     * frequency): the service is a one-time job and these words are kept as a note on its property.
     */
    note: z.string().max(300).nullish(),
  });
export type ImportedService = z.infer<typeof importedService>;

/** A row's services: none, a Lawn Service, a Bush and Bed, or both (each type once). */
export const importedRow = z.object({ customer: importedCustomer, property: importedProperty, services: z.array(importedService).max(2) });
export type ImportedRow = z.infer<typeof importedRow>;

/** For a client id seen before with another person: attach to that customer, or a new customer. */
export const SOURCE_ID_CHOICES = ['attach', 'new'] as const;
export type SourceIdChoice = (typeof SOURCE_ID_CHOICES)[number];
/** The choices of one import, by the rows' customer key (the client id). */
export type SourceIdChoices = Record<string, SourceIdChoice>;

export const ROW_OUTCOMES = ['create', 'update', 'skip', 'error'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];
/** `previewing` while a preview's rows are being written, a batch at a time (the page never waits on it: the request does). */
export const IMPORT_STATUSES = ['previewing', 'previewed', 'queued', 'running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The kinds of rows the import report asks the office to look at (see `attention`). */
export const ATTENTION_KINDS = ['no_market', 'not_located', 'duplicate'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const importTotals = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type ImportTotals = z.infer<typeof importTotals>;

/** One row's outcome: the field at fault and its message key (with parameters) for an error or a skipped duplicate. */
export const importRowRecord = z.object({
  rowNumber: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  field: z.string().nullable(),
  message: z.string().nullable(),
  /** The name and address the row gives, so the preview says whom it is about. */
  label: z.string(),
  /** Cells the row is imported without (a bad optional cell, a contact another customer holds): field and message key. */
  warnings: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The customer the row writes to, or the stored one it was found to duplicate, and that customer's name. */
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  /** What the staff chose for the row's client id, when an earlier import gave that id to another person. */
  sourceIdChoice: z.enum(SOURCE_ID_CHOICES).nullable(),
  done: z.boolean(),
});
export type ImportRowRecord = z.infer<typeof importRowRecord>;

export const importRecord = z.object({
  _id: z.string(),
  fileName: z.string(),
  /** The workbook's sheet read, and its visible sheets (another can be chosen by uploading again); null and [] for a CSV. */
  sheet: z.string().nullable(),
  sheets: z.array(z.string()),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  mapping: importMapping,
  /** The first rows as read, for the mapping step. */
  sample: z.array(z.array(z.string())),
  totals: importTotals,
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  /** The rows imported without a cell (see a row's warnings). */
  warningCount: z.number().int(),
  /** The import's properties still at their zip code's centre (no coordinates in the file, not yet geocoded). */
  approximate: z.number().int(),
  /** Whether undo may still remove what the import wrote: nothing done with its records yet. */
  canUndo: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Clients whose id an earlier import gave another person, still asking; and those the staff answered. */
  sourceIdQuestions: z.number().int(),
  sourceIdChosen: z.number().int(),
  /**
   * What the office should look at, each kind with how many rows and the first of them: properties in no market,
   * properties that could not be placed on the map, rows skipped as duplicates (each row's message names the row or
   * customer it matched).
   */
  attention: z.array(z.object({ kind: z.enum(ATTENTION_KINDS), total: z.number().int(), rows: z.array(z.number().int()) })),
  rows: z.array(importRowRecord),
  /** How many rows the import holds with the outcome filter asked for; `rows` is one page of them. */
  rowCount: z.number().int(),
});
export type ImportRecord = z.infer<typeof importRecord>;

export const importRowsQuery = z.object({
  outcome: z.enum(ROW_OUTCOMES).optional(),
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(500).default(100),
});

/** A past import in the list: who started it, when, its file, its totals and whether undo is still possible. */
export const importSummary = importRecord
  .pick({ _id: true, fileName: true, sheet: true, status: true, totals: true, rowsTotal: true, rowsDone: true, canUndo: true })
  .extend({
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    /** The staff member's name; null once their account is gone. */
    createdBy: z.string().nullable(),
  });
export type ImportSummary = z.infer<typeof importSummary>;

/** Imports started (queued, running, done, failed or undone), newest first; previews never started are left out. */
export const importListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(100).default(10),
});
export const importList = z.object({ imports: z.array(importSummary), total: z.number().int() });
export type ImportList = z.infer<typeof importList>;

export const importMappingUpdate = z.object({ mapping: importMapping });

/**
 * A row's client id an earlier import gave another person (`source_id_other_person`): attach its customer's rows to
 * that customer after all, or make a new customer of them (the stored customer with the row's e-mail or phone when that
 * is the same person); null asks again. Settled for every row of that client, or with `all` for every client asking.
 */
export const sourceIdChoiceInput = z
  .object({
    rowNumber: z
      .number({ message: 'validation.data_import.choose_a_row' })
      .int()
      .positive('validation.data_import.choose_a_row')
      .optional(),
    all: z.boolean().optional(),
    choice: z.enum(SOURCE_ID_CHOICES, { message: 'validation.data_import.choose_attach_or_new' }).nullable(),
  })
  .refine((input) => input.all || input.rowNumber !== undefined, { path: ['rowNumber'], message: 'validation.data_import.choose_a_row' });
export type SourceIdChoiceInput = z.infer<typeof sourceIdChoiceInput>;

export const savedMappingInput = z.object({
  name: requiredText('validation.data_import.mapping_name_required', MAX_LENGTH.title),
  mapping: importMapping,
});
export const savedMappingRecord = savedMappingInput.extend({ _id: recordId(), updatedAt: z.string() });
export type SavedMappingRecord = z.infer<typeof savedMappingRecord>;

/** What IMPORT_PROGRESS_EVENT (common/notificationTypes.ts) carries. */
export interface ImportProgress {
  _id: string;
  status: ImportStatus;
  rowsDone: number;
  rowsTotal: number;
}

// The application form's fields and the way it reads what a crew types on a phone, shared by the dialog and its
// product cards.
/** The form's words (every key under it may be asked for). */
export const WORDS = 'app.treatments.crew_form.';
export const SHARED_FIELDS = ['areaSqFt', 'mixGallons', 'appliedByName', 'windMph', 'windDirection', 'temperatureF', 'startedAt'] as const;
/** Asked of each product: its amount, the pest it was applied for, and how (the round's method to start from). */
export const PRODUCT_FIELDS = ['amount', 'targetPest', 'applicationMethod'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type SharedField = (typeof SHARED_FIELDS)[number];
/** Dialog's props do not list the form's own attributes; the crew's phone would otherwise check the fields itself. */
export const noValidate = { noValidate: true };

/** A number as typed on a phone: a decimal comma is read as a point; empty is no number. */
export const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.')));

/** `YYYY-MM-DDTHH:mm` on the phone's clock, as a datetime-local input holds it. */
export function localDateTime(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** Where a field's message goes: a product's own amount, or a field all the products share. */
export const productKey = (productId: string, field: string) => `${productId}.${field}`;
export const fieldKeyOf = (productId: string, field: string) =>
  (SHARED_FIELDS as readonly string[]).includes(field) ? field : productKey(productId, field);

/** A field that takes a decimal: the phone's number pad with its point. */
export const DECIMAL = { htmlInput: { inputMode: 'decimal' as const } };

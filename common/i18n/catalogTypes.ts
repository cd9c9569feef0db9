// The shapes of the message catalogs, apart from their texts, so a translation and a formatter name them without loading
// the catalogs.

/** The same keys as `T` with any text: what a translation of `T` must fill in. */
export type CatalogOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogOf<T[K]> };

/** The languages a catalog speaks. */
export type Language = 'en' | 'es';

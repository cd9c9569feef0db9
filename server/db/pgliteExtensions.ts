// The contrib extensions the migrations create (trigram search, accent-insensitive search): every PGlite opened needs them.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

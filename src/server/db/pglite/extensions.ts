import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions the migrations create (pg_trgm: the search's trigram indexes). PGlite
 * loads an extension's files only when it is opened with it, so every PGlite the app, the build's
 * template and the tests open passes these; PostgreSQL ships them with its contrib package.
 */
export const pgliteExtensions = { pg_trgm };

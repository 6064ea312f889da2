import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL `tsvector`, written as a literal made by the search tokenizer (modules/catalogue/search-tokens.ts)
 * and never parsed by a text-search configuration, so CJK lexemes survive as they were made.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

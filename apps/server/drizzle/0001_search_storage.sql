-- The search vector stays in the row, uncompressed: a search checks thousands of rows' vectors, and reading
-- each from the TOAST table (or decompressing it) costs several times more than the check itself. With
-- STORAGE MAIN, rows over the TOAST threshold move their other wide columns out first. Drizzle cannot
-- declare column storage, hence this migration.
ALTER TABLE "goods" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "shop" ALTER COLUMN "search_vector" SET STORAGE MAIN;

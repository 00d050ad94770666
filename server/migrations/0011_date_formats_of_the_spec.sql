-- The date formats offered became the spec's (contracts/src/validation.ts DATE_FORMATS). A profile
-- holding a format no longer offered gets the nearest one: the same order of day and month, the
-- year in two digits. 'yyyy-MM-dd' and null (the interface language's way) stay as they are.
-- Forced row-level security would hide every tenant's rows from an owner that is not a
-- superuser, so it is lifted for this one statement, inside the migration's transaction.
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "users" SET "date_format" = CASE "date_format"
    WHEN 'dd/MM/yyyy' THEN 'dd/MM/yy'
    WHEN 'MM/dd/yyyy' THEN 'MM/dd/yy'
    WHEN 'dd.MM.yyyy' THEN 'dd/MM/yy'
  END
  WHERE "date_format" IN ('dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy');--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;

-- Lines written before VAT was modelled were issued without tax (the demo seller was outside the EU): they
-- become "outside the scope of VAT" at 0 %, so every invoice and credit note keeps the total it was issued
-- with, and the day totals below stay exact. The defaults only fill these rows; every new line names both.
ALTER TABLE "invoice_line" ADD COLUMN "vat_category" text DEFAULT 'O' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line" ALTER COLUMN "vat_category" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_line" ALTER COLUMN "vat_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_vat" CHECK ("invoice_line"."vat_category" in ('S', 'Z', 'E', 'AE', 'K', 'G', 'O') and case when "invoice_line"."vat_category" = 'S'
        then "invoice_line"."vat_rate" > 0 and "invoice_line"."vat_rate" <= 100 else "invoice_line"."vat_rate" = 0 end);--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model functions): how a document's tax is summed, in one
-- place. A document sums its lines' net amounts per VAT category and rate (EN 16931 BG-23); each group's
-- tax is its sum times the rate, rounded once, half away from zero, to a minor unit (numeric round does
-- exactly that); the gross is the net plus the groups' tax (BT-106, BT-110, BT-112).
CREATE FUNCTION "vat_tax"("p_taxable" bigint, "p_rate" numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT round("p_taxable" * "p_rate" / 100)::bigint
$$;
--> statement-breakpoint
-- The gross of a set of lines given as parallel arrays of net amount, category and rate.
CREATE FUNCTION "vat_gross"("p_net" bigint[], "p_category" text[], "p_rate" numeric[]) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(sum("g"."taxable" + "vat_tax"("g"."taxable", "g"."rate")), 0)::bigint
  FROM (
    SELECT sum("l"."net")::bigint AS "taxable", "l"."rate"
    FROM unnest("p_net", "p_category", "p_rate") AS "l" ("net", "category", "rate")
    GROUP BY "l"."category", "l"."rate"
  ) "g"
$$;
--> statement-breakpoint
-- An invoice's total is now what the customer pays: its lines' gross. The day-total triggers of migration
-- 0029 read it under this name, so the list's per-currency totals are gross too.
CREATE OR REPLACE FUNCTION "invoice_lines_total"("p_invoice" integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT "vat_gross"(array_agg("quantity"::bigint * "unit_price"), array_agg("vat_category"), array_agg("vat_rate"))
  FROM "invoice_line" WHERE "invoice_id" = "p_invoice"
$$;
--> statement-breakpoint
-- What an invoice's credit notes credit in all, gross: the credited amounts summed per the category and rate
-- of the lines they credit, so an invoice credited in full is credited exactly its gross (each credit note's
-- own tax is the difference the credit makes to that sum; see tax/credit-note-vat.ts).
CREATE FUNCTION "invoice_credited_total"("p_invoice" integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT "vat_gross"(array_agg("cl"."amount"::bigint), array_agg("l"."vat_category"), array_agg("l"."vat_rate"))
  FROM "credit_note_line" "cl"
  JOIN "credit_note" "n" ON "n"."id" = "cl"."credit_note_id"
  JOIN "invoice_line" "l" ON "l"."id" = "cl"."invoice_line_id"
  WHERE "n"."invoice_id" = "p_invoice"
$$;
--> statement-breakpoint
-- Lines added, changed or removed change their invoice's gross under the invoice's key. The gross is not a
-- sum over lines (each group's tax is rounded once), so each invoice touched counts the difference between
-- its gross now and its gross before: its lines now, less the changed ones as they are now, plus them as
-- they were. Set-based (joins, not a search of the statement's rows per line), so a bulk load of millions
-- of lines costs a few passes over them.
CREATE OR REPLACE FUNCTION "invoice_totals_on_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "now_ids" integer[] := '{}';
  "now_invoice" integer[] := '{}';
  "old_invoice" integer[] := '{}';
  "old_net" bigint[] := '{}';
  "old_category" text[] := '{}';
  "old_rate" numeric[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg("id"), '{}'), coalesce(array_agg("invoice_id"), '{}') INTO "now_ids", "now_invoice"
    FROM "new_rows";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg("invoice_id"), '{}'), coalesce(array_agg("quantity"::bigint * "unit_price"), '{}'),
      coalesce(array_agg("vat_category"), '{}'), coalesce(array_agg("vat_rate"), '{}')
    INTO "old_invoice", "old_net", "old_category", "old_rate" FROM "old_rows";
  END IF;
  PERFORM "invoice_totals_add"(array_agg("i"."partner_id"), array_agg("i"."state"), array_agg("i"."currency"::text),
    array_agg(coalesce("i"."issue_date", '-infinity'::date)), array_agg(0), array_agg("d"."amount"))
  FROM (
    SELECT coalesce("a"."invoice_id", "b"."invoice_id") AS "invoice_id", coalesce("a"."gross", 0) - coalesce("b"."gross", 0) AS "amount"
    FROM (
      -- The touched invoices' gross now.
      SELECT "g"."invoice_id", sum("g"."taxable" + "vat_tax"("g"."taxable", "g"."rate"))::bigint AS "gross"
      FROM (
        SELECT "l"."invoice_id", "l"."vat_category", "l"."vat_rate" AS "rate", sum("l"."quantity"::bigint * "l"."unit_price")::bigint AS "taxable"
        FROM (SELECT DISTINCT unnest("now_invoice" || "old_invoice") AS "invoice_id") "t"
        JOIN "invoice_line" "l" ON "l"."invoice_id" = "t"."invoice_id"
        GROUP BY 1, 2, 3
      ) "g" GROUP BY 1
    ) "a"
    FULL JOIN (
      -- Their gross before: the lines the statement did not touch, and the touched ones as they were.
      SELECT "g"."invoice_id", sum("g"."taxable" + "vat_tax"("g"."taxable", "g"."rate"))::bigint AS "gross"
      FROM (
        SELECT "b"."invoice_id", "b"."category", "b"."rate", sum("b"."net")::bigint AS "taxable"
        FROM (
          SELECT "l"."invoice_id", "l"."quantity"::bigint * "l"."unit_price" AS "net", "l"."vat_category" AS "category", "l"."vat_rate" AS "rate"
          FROM (SELECT DISTINCT unnest("now_invoice" || "old_invoice") AS "invoice_id") "t"
          JOIN "invoice_line" "l" ON "l"."invoice_id" = "t"."invoice_id"
          LEFT JOIN unnest("now_ids") AS "c" ("id") ON "c"."id" = "l"."id"
          WHERE "c"."id" IS NULL
          UNION ALL
          SELECT "o"."invoice_id", "o"."net", "o"."category", "o"."rate"
          FROM unnest("old_invoice", "old_net", "old_category", "old_rate") AS "o" ("invoice_id", "net", "category", "rate")
        ) "b"
        GROUP BY 1, 2, 3
      ) "g" GROUP BY 1
    ) "b" ON "b"."invoice_id" = "a"."invoice_id"
  ) "d" JOIN "invoice" "i" ON "i"."id" = "d"."invoice_id"
  WHERE "d"."amount" <> 0;
  RETURN NULL;
END $$;

CREATE TABLE "invoice_day_total" (
	"state" text NOT NULL,
	"currency" char(3) NOT NULL,
	"issue_date" date NOT NULL,
	"n" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "invoice_day_total_state_issue_date_currency_pk" PRIMARY KEY("state","issue_date","currency")
);
--> statement-breakpoint
CREATE TABLE "invoice_partner_day_total" (
	"partner_id" integer NOT NULL,
	"state" text NOT NULL,
	"currency" char(3) NOT NULL,
	"issue_date" date NOT NULL,
	"n" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "invoice_partner_day_total_partner_id_state_issue_date_currency_pk" PRIMARY KEY("partner_id","state","issue_date","currency")
);
--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers): the two total tables kept exact. Each
-- invoice counts once, with the sum of its lines, under its (customer,) state, currency and day of issue;
-- a draft without one counts under -infinity, which no date range includes. One function applies a set of
-- changes, grouped by key and upserted in key order so concurrent writers cannot deadlock.
CREATE FUNCTION "invoice_totals_add"(
  "p_partner" integer[], "p_state" text[], "p_currency" text[], "p_day" date[], "p_n" integer[], "p_amount" bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "delta" AS (
    SELECT "partner_id", "state", "currency", "issue_date", sum("n")::int AS "n", sum("amount")::bigint AS "amount"
    FROM unnest("p_partner", "p_state", "p_currency", "p_day", "p_n", "p_amount")
      AS "d" ("partner_id", "state", "currency", "issue_date", "n", "amount")
    GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0 OR sum("amount") <> 0
  ),
  "all_customers" AS (
    INSERT INTO "invoice_day_total" AS "t" ("state", "currency", "issue_date", "n", "amount")
    SELECT "state", "currency", "issue_date", sum("n"), sum("amount") FROM "delta" GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT ("state", "issue_date", "currency")
    DO UPDATE SET "n" = "t"."n" + excluded."n", "amount" = "t"."amount" + excluded."amount"
  )
  INSERT INTO "invoice_partner_day_total" AS "t" ("partner_id", "state", "currency", "issue_date", "n", "amount")
  SELECT "partner_id", "state", "currency", "issue_date", "n", "amount" FROM "delta" ORDER BY 1, 2, 4, 3
  ON CONFLICT ("partner_id", "state", "issue_date", "currency")
  DO UPDATE SET "n" = "t"."n" + excluded."n", "amount" = "t"."amount" + excluded."amount";
END $$;
--> statement-breakpoint
CREATE FUNCTION "invoice_lines_total"("p_invoice" integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum("quantity"::bigint * "unit_price"), 0)::bigint FROM "invoice_line" WHERE "invoice_id" = "p_invoice"
$$;
--> statement-breakpoint
-- New invoices count once (their lines come after them); an invoice moving to another key (opened, paid,
-- reopened, its customer, currency or day changed) moves its count and its lines' sum.
CREATE FUNCTION "invoice_totals_on_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "invoice_totals_add"(array_agg("partner_id"), array_agg("state"), array_agg("currency"::text),
      array_agg(coalesce("issue_date", '-infinity'::date)), array_agg(1), array_agg(0::bigint))
    FROM "new_rows";
  ELSE
    PERFORM "invoice_totals_add"(array_agg("partner_id"), array_agg("state"), array_agg("currency"),
      array_agg("issue_date"), array_agg("n"), array_agg("amount"))
    FROM (
      SELECT "o"."partner_id", "o"."state", "o"."currency"::text AS "currency",
        coalesce("o"."issue_date", '-infinity'::date) AS "issue_date", -1 AS "n", -"invoice_lines_total"("o"."id") AS "amount"
      FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
      WHERE ("o"."partner_id", "o"."state", "o"."currency", "o"."issue_date")
        IS DISTINCT FROM ("n"."partner_id", "n"."state", "n"."currency", "n"."issue_date")
      UNION ALL
      SELECT "n"."partner_id", "n"."state", "n"."currency"::text,
        coalesce("n"."issue_date", '-infinity'::date), 1, "invoice_lines_total"("n"."id")
      FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
      WHERE ("o"."partner_id", "o"."state", "o"."currency", "o"."issue_date")
        IS DISTINCT FROM ("n"."partner_id", "n"."state", "n"."currency", "n"."issue_date")
    ) "moves";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted invoice takes its count and its lines' sum away before its lines go (the cascade after it
-- finds no invoice to charge them to).
CREATE FUNCTION "invoice_totals_on_invoice_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "invoice_totals_add"(ARRAY[OLD."partner_id"], ARRAY[OLD."state"], ARRAY[OLD."currency"::text],
    ARRAY[coalesce(OLD."issue_date", '-infinity'::date)], ARRAY[-1], ARRAY[-"invoice_lines_total"(OLD."id")]);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Lines added, changed or removed change their invoice's sum under the invoice's key.
CREATE FUNCTION "invoice_totals_on_line"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
  "amounts" bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("invoice_id"), array_agg("quantity"::bigint * "unit_price") INTO "ids", "amounts" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("invoice_id"), array_agg(-("quantity"::bigint * "unit_price")) INTO "ids", "amounts" FROM "old_rows";
  ELSE
    SELECT array_agg("invoice_id"), array_agg("amount") INTO "ids", "amounts" FROM (
      SELECT "invoice_id", "quantity"::bigint * "unit_price" AS "amount" FROM "new_rows"
      UNION ALL
      SELECT "invoice_id", -("quantity"::bigint * "unit_price") FROM "old_rows"
    ) "lines";
  END IF;
  PERFORM "invoice_totals_add"(array_agg("i"."partner_id"), array_agg("i"."state"), array_agg("i"."currency"::text),
    array_agg(coalesce("i"."issue_date", '-infinity'::date)), array_agg(0), array_agg("c"."amount"))
  FROM (
    SELECT "invoice_id", sum("amount")::bigint AS "amount"
    FROM unnest("ids", "amounts") AS "u" ("invoice_id", "amount") GROUP BY 1
  ) "c" JOIN "invoice" "i" ON "i"."id" = "c"."invoice_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_totals_insert" AFTER INSERT ON "invoice"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_on_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoice_totals_update" AFTER UPDATE ON "invoice"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_on_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoice_totals_delete" BEFORE DELETE ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION "invoice_totals_on_invoice_delete"();
--> statement-breakpoint
CREATE TRIGGER "invoice_line_totals_insert" AFTER INSERT ON "invoice_line"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_on_line"();
--> statement-breakpoint
CREATE TRIGGER "invoice_line_totals_update" AFTER UPDATE ON "invoice_line"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_on_line"();
--> statement-breakpoint
CREATE TRIGGER "invoice_line_totals_delete" AFTER DELETE ON "invoice_line"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_on_line"();
--> statement-breakpoint
-- The invoices already there.
SELECT "invoice_totals_add"(array_agg("partner_id"), array_agg("state"), array_agg("currency"::text),
  array_agg(coalesce("issue_date", '-infinity'::date)), array_agg(1), array_agg("invoice_lines_total"("id")))
FROM "invoice";

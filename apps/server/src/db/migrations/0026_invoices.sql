CREATE TABLE "billed_source" (
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"invoice_line_id" integer NOT NULL,
	CONSTRAINT "billed_source_source_kind_source_id_pk" PRIMARY KEY("source_kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "credit_note_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"invoice_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invoice_id" integer NOT NULL,
	"series" text DEFAULT 'CN' NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_by" uuid,
	CONSTRAINT "credit_note_number" UNIQUE("number"),
	CONSTRAINT "credit_note_series_year_seq" UNIQUE("series","year","seq")
);
--> statement-breakpoint
CREATE TABLE "document_number" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_number_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_line_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"line_type_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"source_kind" text,
	"source_id" text,
	CONSTRAINT "invoice_line_quantity_positive" CHECK ("invoice_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"partner_id" integer NOT NULL,
	"po_number" text,
	"issue_date" date,
	"due_date" date,
	"currency" char(3) NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"series" text,
	"year" integer,
	"seq" integer,
	"number" text,
	"paid_on" date,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"ever_sent" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"notes" text,
	CONSTRAINT "invoice_series_year_seq" UNIQUE("series","year","seq"),
	CONSTRAINT "invoice_number" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "billed_source" ADD CONSTRAINT "billed_source_invoice_line_id_invoice_line_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_credit_note_id_credit_note_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_invoice_line_id_invoice_line_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_line_type_id_invoice_line_type_id_fk" FOREIGN KEY ("line_type_id") REFERENCES "public"."invoice_line_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billed_source_line" ON "billed_source" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "credit_note_line_note" ON "credit_note_line" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_line_invoice_line" ON "credit_note_line" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "credit_note_invoice" ON "credit_note" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_type_name" ON "invoice_line_type" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "invoice_line_invoice" ON "invoice_line" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_line_type_ref" ON "invoice_line" USING btree ("line_type_id");--> statement-breakpoint
CREATE INDEX "invoice_state_issue" ON "invoice" USING btree ("state","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoice_issue" ON "invoice" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "invoice_partner_issue" ON "invoice" USING btree ("partner_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_po_number_trgm" ON "invoice" USING gin (lower("po_number") gin_trgm_ops);
CREATE TABLE "saved_filter" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filter_owner_list_name" ON "saved_filter" USING btree ("owner","list",lower("name"));
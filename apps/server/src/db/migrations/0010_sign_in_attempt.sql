CREATE TABLE "sign_in_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone
);

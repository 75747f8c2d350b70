CREATE TABLE "email_outbox_attachment" (
	"outbox_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "email_outbox_attachment_outbox_id_position_pk" PRIMARY KEY("outbox_id","position")
);
--> statement-breakpoint
ALTER TABLE "email_outbox_attachment" ADD CONSTRAINT "email_outbox_attachment_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "mail_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail_id" bigint NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"transaction_id" bigint,
	"period_from" date,
	"period_to" date,
	"opening_kobo" bigint,
	"closing_kobo" bigint,
	"credits_kobo" bigint,
	"debits_kobo" bigint,
	"movements" integer,
	"format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "verification_codes_code_length" CHECK (char_length("verification_codes"."code") BETWEEN 20 AND 64),
	CONSTRAINT "verification_codes_kind_fields" CHECK (("verification_codes"."kind" = 'receipt' AND "verification_codes"."transaction_id" IS NOT NULL) OR ("verification_codes"."kind" = 'statement' AND "verification_codes"."period_from" IS NOT NULL AND "verification_codes"."period_to" IS NOT NULL AND "verification_codes"."opening_kobo" IS NOT NULL AND "verification_codes"."closing_kobo" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_live_receipt_key" ON "verification_codes" USING btree ("transaction_id") WHERE "verification_codes"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "verification_codes_customer_idx" ON "verification_codes" USING btree ("customer_id");
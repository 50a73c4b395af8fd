CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_email_length" CHECK (char_length("customers"."email") <= 254);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_firstname_length" CHECK (char_length("customers"."firstname") <= 50);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_lastname_length" CHECK (char_length("customers"."lastname") <= 50);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_phonenumber_length" CHECK (char_length("customers"."phonenumber") <= 20);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_length" CHECK (char_length("customers"."address") <= 200);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_length" CHECK (char_length("customers"."city") <= 50);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_location_length" CHECK (char_length("customers"."location") <= 50);--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_email_length" CHECK (char_length("otps"."email") <= 254);--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_email_length" CHECK (char_length("signups"."email") <= 254);
CREATE TABLE "bill_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"service" text NOT NULL,
	"recipient" text NOT NULL,
	"company" text NOT NULL,
	"product" text,
	"product_name" text,
	"meter_type" text,
	"customer_name" text,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_accepted" boolean DEFAULT false NOT NULL,
	"provider_order_id" text,
	"remark" text,
	"token" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bill_purchases_amount_positive" CHECK ("bill_purchases"."amount_kobo" > 0),
	CONSTRAINT "bill_purchases_recipient_length" CHECK (char_length("bill_purchases"."recipient") <= 64),
	CONSTRAINT "bill_purchases_product_length" CHECK (char_length("bill_purchases"."product") <= 64),
	CONSTRAINT "bill_purchases_product_name_length" CHECK (char_length("bill_purchases"."product_name") <= 200),
	CONSTRAINT "bill_purchases_remark_length" CHECK (char_length("bill_purchases"."remark") <= 500),
	CONSTRAINT "bill_purchases_token_length" CHECK (char_length("bill_purchases"."token") <= 200)
);
--> statement-breakpoint
CREATE TABLE "bill_verifications" (
	"customer_id" bigint NOT NULL,
	"service" text NOT NULL,
	"company" text NOT NULL,
	"number" text NOT NULL,
	"meter_type" text DEFAULT '' NOT NULL,
	"customer_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_verifications_customer_id_service_company_number_meter_type_pk" PRIMARY KEY("customer_id","service","company","number","meter_type"),
	CONSTRAINT "bill_verifications_number_length" CHECK (char_length("bill_verifications"."number") <= 64),
	CONSTRAINT "bill_verifications_customer_name_length" CHECK (char_length("bill_verifications"."customer_name") <= 200)
);
--> statement-breakpoint
ALTER TABLE "bill_purchases" ADD CONSTRAINT "bill_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_verifications" ADD CONSTRAINT "bill_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_purchases_reference_key" ON "bill_purchases" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bill_purchases_customer_created_idx" ON "bill_purchases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_purchases_status_idx" ON "bill_purchases" USING btree ("status","checked_at");--> statement-breakpoint
CREATE INDEX "bill_verifications_expires_idx" ON "bill_verifications" USING btree ("expires_at");
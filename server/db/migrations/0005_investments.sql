CREATE TABLE "investments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"plan_id" integer NOT NULL,
	"units" integer NOT NULL,
	"unit_amount_kobo" bigint NOT NULL,
	"percentage_bp" integer NOT NULL,
	"no_of" integer NOT NULL,
	"duration" integer NOT NULL,
	"cost_kobo" bigint NOT NULL,
	"total_return_kobo" bigint NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"payouts_made" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"stop_date" timestamp with time zone NOT NULL,
	"last_payment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_units_positive" CHECK ("investments"."units" > 0),
	CONSTRAINT "investments_cost_is_units_times_price" CHECK ("investments"."cost_kobo" = "investments"."units" * "investments"."unit_amount_kobo"),
	CONSTRAINT "investments_total_covers_cost" CHECK ("investments"."total_return_kobo" >= "investments"."cost_kobo"),
	CONSTRAINT "investments_paid_range" CHECK ("investments"."paid_kobo" >= 0 AND "investments"."paid_kobo" <= "investments"."total_return_kobo"),
	CONSTRAINT "investments_payouts_made_range" CHECK ("investments"."payouts_made" >= 0 AND "investments"."payouts_made" <= "investments"."no_of"),
	CONSTRAINT "investments_status_known" CHECK ("investments"."status" IN (0, 1, 2)),
	CONSTRAINT "investments_stop_after_start" CHECK ("investments"."stop_date" > "investments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"investment_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_period_positive" CHECK ("payouts"."period" >= 1),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"percentage_bp" integer NOT NULL,
	"no_of" integer NOT NULL,
	"duration" integer NOT NULL,
	"category" integer NOT NULL,
	"which" integer NOT NULL,
	"units_offered" integer NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_terms_key" UNIQUE("id","amount_kobo","percentage_bp","no_of","duration"),
	CONSTRAINT "plans_amount_range" CHECK ("plans"."amount_kobo" BETWEEN 10000 AND 1000000000),
	CONSTRAINT "plans_percentage_range" CHECK ("plans"."percentage_bp" BETWEEN 1 AND 50000),
	CONSTRAINT "plans_no_of_range" CHECK ("plans"."no_of" BETWEEN 1 AND 520),
	CONSTRAINT "plans_duration_known" CHECK ("plans"."duration" IN (1, 2)),
	CONSTRAINT "plans_category_known" CHECK ("plans"."category" BETWEEN 1 AND 4),
	CONSTRAINT "plans_which_known" CHECK ("plans"."which" BETWEEN 1 AND 4),
	CONSTRAINT "plans_units_offered_range" CHECK ("plans"."units_offered" BETWEEN 0 AND 100000),
	CONSTRAINT "plans_units_sold_range" CHECK ("plans"."units_sold" >= 0 AND "plans"."units_sold" <= "plans"."units_offered")
);
--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_plan_terms_fk" FOREIGN KEY ("plan_id","unit_amount_kobo","percentage_bp","no_of","duration") REFERENCES "public"."plans"("id","amount_kobo","percentage_bp","no_of","duration") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investments_reference_key" ON "investments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "investments_customer_idx" ON "investments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "investments_pending_start_idx" ON "investments" USING btree ("start_date") WHERE "investments"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_investment_period_key" ON "payouts" USING btree ("investment_id","period");--> statement-breakpoint
CREATE INDEX "payouts_unpaid_due_idx" ON "payouts" USING btree ("due_at") WHERE "payouts"."paid_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree ("name");
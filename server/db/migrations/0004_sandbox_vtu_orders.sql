CREATE TABLE "sandbox_vtu_orders" (
	"request_id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"recipient" text NOT NULL,
	"product" text,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vtu_orders_amount_positive" CHECK ("sandbox_vtu_orders"."amount_kobo" > 0)
);

-- One state machine for money waiting on a provider (docs/rules.md §Money held with a provider):
-- each table's own status words become HELD, ASKED, SETTLED, REFUNDED or REVERSED.
ALTER TABLE "bill_purchases" ADD COLUMN "unknown_word" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unknown_word" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "unknown_word" text;--> statement-breakpoint
UPDATE "payments" SET "outcome" = "status" WHERE "status" IN ('PAID', 'PARTIALLY_PAID', 'FAILED', 'EXPIRED');--> statement-breakpoint
UPDATE "payments" SET "status" = CASE
  WHEN "status" IN ('PAID', 'PARTIALLY_PAID') THEN 'SETTLED'
  WHEN "status" IN ('FAILED', 'EXPIRED') THEN 'REFUNDED'
  WHEN "checkout_url" IS NULL THEN 'HELD'
  ELSE 'ASKED' END;--> statement-breakpoint
UPDATE "withdrawals" SET "status" = CASE "status"
  WHEN 'SUCCESS' THEN 'SETTLED'
  WHEN 'FAILED' THEN 'REFUNDED'
  WHEN 'REVERSED' THEN 'REVERSED'
  ELSE 'ASKED' END;--> statement-breakpoint
UPDATE "bill_purchases" SET "status" = CASE
  WHEN "status" = 'COMPLETED' THEN 'SETTLED'
  WHEN "status" = 'REFUNDED' THEN 'REFUNDED'
  WHEN "provider_accepted" THEN 'ASKED'
  ELSE 'HELD' END;--> statement-breakpoint
ALTER TABLE "bill_purchases" ALTER COLUMN "status" SET DEFAULT 'HELD';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'HELD';--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "status" SET DEFAULT 'HELD';--> statement-breakpoint
ALTER TABLE "bill_purchases" DROP COLUMN "provider_accepted";--> statement-breakpoint
ALTER TABLE "bill_purchases" ADD CONSTRAINT "bill_purchases_status_known" CHECK ("bill_purchases"."status" IN ('HELD', 'ASKED', 'SETTLED', 'REFUNDED', 'REVERSED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('HELD', 'ASKED', 'SETTLED', 'REFUNDED', 'REVERSED'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" IN ('HELD', 'ASKED', 'SETTLED', 'REFUNDED', 'REVERSED'));

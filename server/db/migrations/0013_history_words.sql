-- History and notification statuses in our words (docs/rules.md §History and notifications): the
-- legacy wire's codes stay on the wire, translated by the presenters.
UPDATE "transactions" SET "status" = CASE "status"
  WHEN '0' THEN 'pending'
  WHEN '1' THEN 'completed'
  WHEN '2' THEN 'failed'
  ELSE "status" END;--> statement-breakpoint
UPDATE "notifications" SET "status" = CASE "status"
  WHEN '0' THEN 'unread'
  WHEN '1' THEN 'read'
  ELSE "status" END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "status" SET DEFAULT 'unread';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_known" CHECK ("notifications"."status" IN ('unread', 'read'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_known" CHECK ("transactions"."status" IN ('pending', 'completed', 'failed'));

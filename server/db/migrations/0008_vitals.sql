CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"connection" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_route_length" CHECK (char_length("web_vitals"."route") <= 100),
	CONSTRAINT "web_vitals_metric_known" CHECK ("web_vitals"."metric" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vitals_connection_known" CHECK ("web_vitals"."connection" IN ('slow-2g', '2g', '3g', '4g', 'unknown')),
	CONSTRAINT "web_vitals_value_range" CHECK ("web_vitals"."value" >= 0 AND "web_vitals"."value" <= 600000)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
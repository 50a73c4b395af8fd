CREATE TABLE "profile_pictures" (
	"sha256" text PRIMARY KEY NOT NULL,
	"webp" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_pictures_sha256_length" CHECK (char_length("profile_pictures"."sha256") = 64),
	CONSTRAINT "profile_pictures_webp_size" CHECK (octet_length("profile_pictures"."webp") <= 262144)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_profile_picture_profile_pictures_sha256_fk" FOREIGN KEY ("profile_picture") REFERENCES "public"."profile_pictures"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_profile_picture_idx" ON "customers" USING btree ("profile_picture");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_agent_length" CHECK (char_length("sessions"."user_agent") <= 512);
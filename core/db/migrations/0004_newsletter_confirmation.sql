ALTER TABLE "newsletter_subscribers" ADD COLUMN "subscribed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unconfirmed" ON "newsletter_subscribers" USING btree ("confirmation_sent_at") WHERE "newsletter_subscribers"."confirmed_at" is null;--> statement-breakpoint
-- Earlier subscribers signed up when their row was made. They never confirmed (no link existed): they stay
-- pending, without a confirmation time, until they sign up again and confirm.
UPDATE "newsletter_subscribers" SET "subscribed_at" = "created_at";

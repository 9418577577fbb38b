CREATE TABLE "lottery_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"numbers" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone,
	"void_reason" text,
	CONSTRAINT "lottery_results_decided" CHECK (("lottery_results"."status" = 'proposed') = ("lottery_results"."decided_by" is null))
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP CONSTRAINT "lottery_draws_drawn";--> statement-breakpoint
ALTER TABLE "lottery_draws" ALTER COLUMN "server_seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ALTER COLUMN "commitment" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "close_before_seconds" integer;--> statement-breakpoint
ALTER TABLE "lottery_results" ADD CONSTRAINT "lottery_results_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_results_live" ON "lottery_results" USING btree ("draw_id") WHERE "lottery_results"."status" <> 'voided';--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_drawn" CHECK (("lottery_draws"."status" = 'settled') = ("lottery_draws"."numbers" is not null));
CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bet_id" text NOT NULL,
	"player_mask" text NOT NULL,
	"currency" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"auto_cashout_cents" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"cashout_cents" integer,
	"payout_centavos" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_loop_lease" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point_cents" integer NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"crashes_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_member" ON "crash_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_member_bet" ON "crash_bets" USING btree ("member_id","bet_id");--> statement-breakpoint
CREATE INDEX "crash_bets_open" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_index" ON "crash_rounds" USING btree ("chain_id","chain_index");
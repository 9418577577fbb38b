CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" bigint NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"draw_at" timestamp (3) with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"numbers" text,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "lottery_draws_drawn" CHECK (("lottery_draws"."status" = 'open') = ("lottery_draws"."numbers" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_lease" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"client_order_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"total_centavos" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"bet_type" text NOT NULL,
	"pick" text NOT NULL,
	"pick_key" text NOT NULL,
	"unit_centavos" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"stake_centavos" bigint NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_centavos" bigint,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "lottery_sub_orders_stake" CHECK ("lottery_sub_orders"."stake_centavos" = "lottery_sub_orders"."unit_centavos" * "lottery_sub_orders"."multiplier")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_no" ON "lottery_draws" USING btree ("game_code","draw_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_client" ON "lottery_orders" USING btree ("member_id","client_order_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_time" ON "lottery_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_draw" ON "lottery_sub_orders" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order" ON "lottery_sub_orders" USING btree ("order_id");
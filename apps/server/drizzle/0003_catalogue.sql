CREATE TABLE "announcement_reads" (
	"member_id" bigint NOT NULL,
	"announcement_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_member_id_announcement_id_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('A', 'PL', 'B', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "lobby_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"category" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_classifications" (
	"category" text NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "game_classifications_category_key_pk" PRIMARY KEY("category","key")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" bigint,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"bet_centavos" bigint NOT NULL,
	"win_centavos" bigint NOT NULL,
	"currency" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_currency" CHECK ("game_rounds"."currency" in ('PHP', 'DEMO')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet_centavos" >= 0 and "game_rounds"."win_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"classify" text[] DEFAULT '{}'::text[] NOT NULL,
	"room_id" text,
	"icon_url" text DEFAULT '' NOT NULL,
	"show_icon" text DEFAULT '' NOT NULL,
	"mobile_small_icon" text DEFAULT '' NOT NULL,
	"mobile_large_icon" text DEFAULT '' NOT NULL,
	"min_bet_centavos" integer DEFAULT 0 NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lotto_mode" text,
	"game_group_id" text,
	"tel_node_id" text,
	"is_h5" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_min_bet" CHECK ("games"."min_bet_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"node_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"account_type_name" text DEFAULT '' NOT NULL,
	"in_house" boolean DEFAULT false NOT NULL,
	"game_code" text,
	"cockfight" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"launch_url_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_listing" ON "announcements" USING btree ("language","type","position");--> statement-breakpoint
CREATE INDEX "lobby_news_listing" ON "lobby_news" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "favourite_games_newest" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_node_time" ON "game_launches" USING btree ("node_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_launches_time" ON "game_launches" USING btree ("launched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_ref" ON "game_rounds" USING btree ("vendor_code","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_winners" ON "game_rounds" USING btree ("settled_at") WHERE "game_rounds"."currency" = 'PHP' and "game_rounds"."win_centavos" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game" ON "games" USING btree ("vendor_code","game_id");--> statement-breakpoint
CREATE INDEX "games_hot_rank" ON "games" USING btree ("hot_rank") WHERE "games"."hot_rank" is not null;--> statement-breakpoint
CREATE INDEX "launch_tokens_expiry" ON "launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recent_games_newest" ON "recent_games" USING btree ("member_id","played_at");
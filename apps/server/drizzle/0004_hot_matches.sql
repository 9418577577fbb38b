CREATE TABLE "hot_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text DEFAULT '' NOT NULL,
	"away_team_image_url" text DEFAULT '' NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_matches" ADD CONSTRAINT "hot_matches_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hot_matches_time" ON "hot_matches" USING btree ("match_time");
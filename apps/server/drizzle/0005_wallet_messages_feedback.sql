CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"spin_id" text NOT NULL,
	"round_ref" text NOT NULL,
	"game_code" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stops" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"line_bet_centavos" bigint NOT NULL,
	"bet_centavos" bigint NOT NULL,
	"win_centavos" bigint NOT NULL,
	"currency" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_unread_counts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"unread_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_unread_counts_non_negative" CHECK ("chat_unread_counts"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_message_states" (
	"member_id" bigint NOT NULL,
	"message_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_message_states_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"member_type" smallint,
	"min_vip_level" smallint,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_messages_audience" CHECK (("inbox_messages"."audience" = 'member' and "inbox_messages"."member_id" is not null and "inbox_messages"."member_type" is null and "inbox_messages"."min_vip_level" is null)
        or ("inbox_messages"."audience" = 'type' and "inbox_messages"."member_type" is not null and "inbox_messages"."member_id" is null and "inbox_messages"."min_vip_level" is null)
        or ("inbox_messages"."audience" = 'vip' and "inbox_messages"."min_vip_level" is not null and "inbox_messages"."member_id" is null and "inbox_messages"."member_type" is null)
        or ("inbox_messages"."audience" = 'all' and "inbox_messages"."member_id" is null and "inbox_messages"."member_type" is null and "inbox_messages"."min_vip_level" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"house_code" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" in ('PHP', 'DEMO')),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."member_id" is null) <> ("ledger_accounts"."house_code" is null)),
	CONSTRAINT "ledger_accounts_player_not_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_answers" (
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_key" text,
	"member_balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_house_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"member_id" bigint,
	"member_balance_after" bigint,
	"round_ref" text,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'bonus', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "ledger_voided_keys" (
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_secrets" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "settled_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "settled_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_spins" ADD CONSTRAINT "house_spins_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_counts" ADD CONSTRAINT "chat_unread_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_message_states" ADD CONSTRAINT "inbox_message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_message_states" ADD CONSTRAINT "inbox_message_states_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_house_pending" ADD CONSTRAINT "ledger_house_pending_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_at" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_one_active" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."active";--> statement-breakpoint
CREATE INDEX "house_seeds_member" ON "house_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_spins_member_spin" ON "house_spins" USING btree ("member_id","spin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_spins_round" ON "house_spins" USING btree ("round_ref");--> statement-breakpoint
CREATE INDEX "inbox_messages_member" ON "inbox_messages" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house" ON "ledger_accounts" USING btree ("house_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_answers_key" ON "ledger_answers" USING btree ("scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency" ON "ledger_transfers" USING btree ("scope","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses" ON "ledger_transfers" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_member_time" ON "ledger_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_voided_keys_key" ON "ledger_voided_keys" USING btree ("scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_rounds_member_time" ON "game_rounds" USING btree ("member_id","created_at");
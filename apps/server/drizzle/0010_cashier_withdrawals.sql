CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"branch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"bank_card_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"return_transfer_id" bigint,
	"payout_ref" text,
	"reviewed_by" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawal_requests_status" CHECK ("withdrawal_requests"."status" in ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawal_requests_amount" CHECK ("withdrawal_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_status";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "transfer_ref" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "receiving_account" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_account" ON "bank_cards" USING btree ("member_id","bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_request" ON "withdrawal_requests" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_member" ON "withdrawal_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_pending" ON "withdrawal_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'failed', 'expired', 'rejected'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'adjust'));
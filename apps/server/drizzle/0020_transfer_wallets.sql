CREATE TABLE "vendor_transfer_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"request_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ledger_transfer_id" bigint,
	"return_transfer_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vendor_transfer_orders_direction" CHECK ("vendor_transfer_orders"."direction" in ('in', 'out')),
	CONSTRAINT "vendor_transfer_orders_status" CHECK ("vendor_transfer_orders"."status" in ('pending', 'done', 'refused')),
	CONSTRAINT "vendor_transfer_orders_amount" CHECK ("vendor_transfer_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_transfer_wallets" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"api_url" text NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "vendor_transfer_orders" ADD CONSTRAINT "vendor_transfer_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfer_orders" ADD CONSTRAINT "vendor_transfer_orders_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfer_orders" ADD CONSTRAINT "vendor_transfer_orders_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfer_orders" ADD CONSTRAINT "vendor_transfer_orders_return_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("return_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfer_wallets" ADD CONSTRAINT "vendor_transfer_wallets_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfer_orders_request" ON "vendor_transfer_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "vendor_transfer_orders_pending" ON "vendor_transfer_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit', 'transfer_out', 'transfer_in', 'transfer_return', 'adjust'));
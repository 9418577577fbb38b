CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"gateway" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"checkout_url" text,
	"payment_ref" text,
	"paid_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "deposit_orders_amount" CHECK ("deposit_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"order_id" bigint,
	"outcome" text NOT NULL,
	"detail" text,
	"ip" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_gateway_ref" ON "deposit_orders" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_payment_ref" ON "deposit_orders" USING btree ("gateway","payment_ref");--> statement-breakpoint
CREATE INDEX "deposit_orders_member" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "gateway_notifications_received" ON "gateway_notifications" USING btree ("received_at");
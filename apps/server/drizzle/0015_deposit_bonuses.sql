CREATE TABLE "deposit_promos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"percent_bp" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"once_per_member" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_promos_percent" CHECK ("deposit_promos"."percent_bp" between 1 and 100000),
	CONSTRAINT "deposit_promos_amounts" CHECK ("deposit_promos"."max_bonus" > 0 and "deposit_promos"."min_deposit" > 0),
	CONSTRAINT "deposit_promos_wagering" CHECK ("deposit_promos"."wagering_multiple" between 1 and 100),
	CONSTRAINT "deposit_promos_expiry" CHECK ("deposit_promos"."expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "member_bonus_moves" (
	"transfer_id" bigint PRIMARY KEY NOT NULL,
	"member_bonus_id" bigint NOT NULL,
	"locked_delta" bigint NOT NULL,
	"wagered_delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"promo_id" bigint NOT NULL,
	"deposit_order_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"locked" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"grant_transfer_id" bigint,
	"forfeit_transfer_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_status" CHECK ("member_bonuses"."status" in ('pending', 'active', 'completed', 'forfeited', 'expired', 'spent', 'cancelled')),
	CONSTRAINT "member_bonuses_locked" CHECK ("member_bonuses"."locked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "member_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "member_bonus_moves" ADD CONSTRAINT "member_bonus_moves_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonus_moves" ADD CONSTRAINT "member_bonus_moves_member_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("member_bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_promo_id_deposit_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."deposit_promos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_deposit_order_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_grant_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("grant_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_forfeit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("forfeit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bonus_moves_bonus" ON "member_bonus_moves" USING btree ("member_bonus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_order" ON "member_bonuses" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_one_open" ON "member_bonuses" USING btree ("member_id") WHERE "member_bonuses"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "member_bonuses_member" ON "member_bonuses" USING btree ("member_id","promo_id");--> statement-breakpoint
CREATE INDEX "member_bonuses_expiry" ON "member_bonuses" USING btree ("expires_at") WHERE "member_bonuses"."status" = 'active';--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit', 'adjust'));--> statement-breakpoint
-- Deposit bonuses. The bonus money is in the member's one account, so the games and the vendors see
-- one balance; member_bonuses.locked says how much of it is still bonus money. This trigger keeps it
-- in the transaction of every transfer: a bet takes real money first and the bonus money only for
-- the rest, a round's win goes back to bonus money in the share its bets were paid with it, a
-- rollback undoes what its transfer did, and every bet counts toward the wagering. Lock order as in
-- 0006: the member's account (held by ledger_post when this runs), then the bonus.
CREATE FUNCTION member_bonus_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_bonus member_bonuses%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_prior member_bonus_moves%ROWTYPE;
  v_prior_kind text;
  v_locked bigint;
  v_locked_delta bigint := 0;
  v_wagered_delta bigint := 0;
BEGIN
  IF NEW.kind = 'rollback' THEN
    SELECT * INTO v_prior FROM member_bonus_moves m WHERE m.transfer_id = NEW.reverses_id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    SELECT * INTO v_bonus FROM member_bonuses b WHERE b.id = v_prior.member_bonus_id AND b.status = 'active' FOR UPDATE;
    IF NOT FOUND THEN RETURN NULL; END IF;
    SELECT t.kind INTO v_prior_kind FROM ledger_transfers t WHERE t.id = NEW.reverses_id;
    v_locked_delta := -v_prior.locked_delta;
    v_wagered_delta := -v_prior.wagered_delta;
    IF v_prior_kind = 'bet' THEN
      UPDATE game_rounds SET bonus_bet_centavos = greatest(0, bonus_bet_centavos + v_prior.locked_delta)
        WHERE vendor_code = NEW.scope AND round_ref = NEW.round_ref;
    END IF;
  ELSIF NEW.kind = 'win' THEN
    SELECT * INTO v_round FROM game_rounds r WHERE r.vendor_code = NEW.scope AND r.round_ref = NEW.round_ref;
    IF v_round.member_bonus_id IS NULL OR v_round.bet_centavos <= 0 OR v_round.bonus_bet_centavos <= 0 THEN
      RETURN NULL;
    END IF;
    SELECT * INTO v_bonus FROM member_bonuses b WHERE b.id = v_round.member_bonus_id AND b.status = 'active' FOR UPDATE;
    IF NOT FOUND THEN RETURN NULL; END IF;
    v_locked_delta := NEW.amount * least(v_round.bonus_bet_centavos, v_round.bet_centavos) / v_round.bet_centavos;
  ELSE
    SELECT * INTO v_bonus FROM member_bonuses b
      WHERE b.member_id = NEW.member_id AND b.status = 'active' FOR UPDATE;
    IF NOT FOUND THEN RETURN NULL; END IF;
    IF NEW.kind = 'bet' THEN
      -- Real money is what the balance holds beyond the locked bonus money; it pays first.
      v_locked_delta := -greatest(0, NEW.amount - (NEW.member_balance_after + NEW.amount - v_bonus.locked));
      v_wagered_delta := NEW.amount;
      IF v_locked_delta < 0 THEN
        UPDATE game_rounds SET bonus_bet_centavos = bonus_bet_centavos - v_locked_delta, member_bonus_id = v_bonus.id
          WHERE vendor_code = NEW.scope AND round_ref = NEW.round_ref;
      END IF;
    END IF;
  END IF;

  -- Locked money is never more than the balance: a debit the trigger does not know takes it too.
  v_locked := least(greatest(v_bonus.locked + v_locked_delta, 0), NEW.member_balance_after);
  IF v_bonus.wagered + v_wagered_delta >= v_bonus.wagering_required THEN
    v_locked := 0;  -- the wagering is met: what is left is the player's own money
  END IF;
  IF v_locked = v_bonus.locked AND v_wagered_delta = 0 THEN RETURN NULL; END IF;
  INSERT INTO member_bonus_moves (transfer_id, member_bonus_id, locked_delta, wagered_delta)
    VALUES (NEW.id, v_bonus.id, v_locked - v_bonus.locked, v_wagered_delta);
  UPDATE member_bonuses SET
    locked = v_locked,
    wagered = greatest(0, wagered + v_wagered_delta),
    status = CASE WHEN wagered + v_wagered_delta >= wagering_required THEN 'completed' ELSE status END,
    closed_at = CASE WHEN wagered + v_wagered_delta >= wagering_required THEN now() ELSE closed_at END
    WHERE id = v_bonus.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_member_bonus AFTER INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL AND NEW.kind NOT IN ('deposit_bonus', 'bonus_forfeit'))
  EXECUTE FUNCTION member_bonus_follow();
--> statement-breakpoint
-- Credits the pending bonus joined for a deposit order that has just been paid, in the caller's
-- transaction, which holds the member's account: the percentage of what was paid up to the cap, as
-- a transfer from the promotions account (key grant:<bonus>). A payment under the promotion's
-- minimum cancels the bonus instead. outcome: none | granted | cancelled.
CREATE FUNCTION deposit_bonus_activate(p_order bigint, p_paid bigint)
RETURNS TABLE (outcome text, bonus_id bigint, amount bigint, member_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bonus member_bonuses%ROWTYPE;
  v_promo deposit_promos%ROWTYPE;
  v_amount bigint;
  v_post record;
BEGIN
  SELECT * INTO v_bonus FROM member_bonuses b WHERE b.deposit_order_id = p_order AND b.status = 'pending' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'none', NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_promo FROM deposit_promos p WHERE p.id = v_bonus.promo_id;
  IF p_paid < v_promo.min_deposit THEN
    UPDATE member_bonuses SET status = 'cancelled', closed_at = now() WHERE id = v_bonus.id;
    RETURN QUERY SELECT 'cancelled', v_bonus.id, 0::bigint, NULL::bigint;
    RETURN;
  END IF;
  v_amount := least(v_promo.max_bonus, p_paid * v_promo.percent_bp / 10000);
  IF v_amount <= 0 THEN
    UPDATE member_bonuses SET status = 'cancelled', closed_at = now() WHERE id = v_bonus.id;
    RETURN QUERY SELECT 'cancelled', v_bonus.id, 0::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_post FROM ledger_post('bonus', 'grant:' || v_bonus.id, 'deposit_bonus',
    ledger_house_account('promotions:PHP:0', 'PHP'), ledger_member_account(v_bonus.member_id, 'PHP'),
    v_amount, v_bonus.member_id, NULL, NULL);
  IF v_post.outcome NOT IN ('posted', 'replayed') THEN
    RAISE EXCEPTION 'deposit_bonus_activate: the ledger answered % for bonus %', v_post.outcome, v_bonus.id;
  END IF;
  UPDATE member_bonuses SET status = 'active', amount = v_amount, locked = v_amount,
    wagering_required = v_amount * v_promo.wagering_multiple, grant_transfer_id = v_post.transfer_id,
    expires_at = now() + make_interval(days => v_promo.expiry_days)
    WHERE id = v_bonus.id;
  RETURN QUERY SELECT 'granted', v_bonus.id, v_amount, v_post.member_balance;
END $$;
--> statement-breakpoint
-- Ends a pending or active bonus as p_status (forfeited, expired, spent, cancelled): the member's
-- account, then the bonus, are locked; what is still locked returns to the promotions account
-- (key forfeit:<bonus>). outcome: closed | unchanged (already ended; nothing moves).
CREATE FUNCTION member_bonus_close(p_bonus bigint, p_status text)
RETURNS TABLE (outcome text, status text, taken bigint, member_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_account ledger_accounts%ROWTYPE;
  v_bonus member_bonuses%ROWTYPE;
  v_take bigint;
  v_post record;
BEGIN
  IF p_status NOT IN ('forfeited', 'expired', 'spent', 'cancelled') THEN
    RAISE EXCEPTION 'member_bonus_close: % is not an end', p_status;
  END IF;
  SELECT b.member_id INTO v_member FROM member_bonuses b WHERE b.id = p_bonus;
  IF v_member IS NULL THEN
    RETURN QUERY SELECT 'unchanged', NULL::text, 0::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_account FROM ledger_accounts a
    WHERE a.id = ledger_member_account(v_member, 'PHP') FOR NO KEY UPDATE;
  SELECT * INTO v_bonus FROM member_bonuses b WHERE b.id = p_bonus FOR UPDATE;
  IF v_bonus.status NOT IN ('pending', 'active') THEN
    RETURN QUERY SELECT 'unchanged', v_bonus.status, 0::bigint, v_account.balance;
    RETURN;
  END IF;
  v_take := least(v_bonus.locked, v_account.balance);
  UPDATE member_bonuses SET status = p_status, locked = 0, closed_at = now() WHERE id = v_bonus.id;
  IF v_take > 0 THEN
    SELECT * INTO v_post FROM ledger_post('bonus', 'forfeit:' || v_bonus.id, 'bonus_forfeit',
      v_account.id, ledger_house_account('promotions:PHP:0', 'PHP'), v_take, v_member, NULL, NULL);
    IF v_post.outcome <> 'posted' THEN
      RAISE EXCEPTION 'member_bonus_close: the ledger answered % for bonus %', v_post.outcome, v_bonus.id;
    END IF;
    UPDATE member_bonuses SET forfeit_transfer_id = v_post.transfer_id WHERE id = v_bonus.id;
    RETURN QUERY SELECT 'closed', p_status, v_take, v_post.member_balance;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'closed', p_status, 0::bigint, v_account.balance;
END $$;
--> statement-breakpoint
-- 0011's settlement, now crediting the bonus joined for the order in the same transaction.
CREATE OR REPLACE FUNCTION deposit_settle(
  p_gateway text, p_checkout text, p_payment text, p_amount bigint, p_currency text,
  p_event_id text, p_event_type text, p_ip text
) RETURNS TABLE (outcome text, order_id bigint, member_id bigint, member_balance bigint, detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_order deposit_orders%ROWTYPE;
  v_post record;
  v_grant record;
BEGIN
  SELECT * INTO v_order FROM deposit_orders o
    WHERE o.gateway = p_gateway AND o.gateway_ref = p_checkout FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'refused', NULL::bigint, NULL::bigint, NULL::bigint, 'unknown order';
    RETURN;
  END IF;
  IF p_currency IS DISTINCT FROM v_order.currency OR p_amount IS DISTINCT FROM v_order.amount THEN
    RETURN QUERY SELECT 'refused', v_order.id, v_order.member_id, NULL::bigint,
      format('paid %s %s, asked %s %s', p_amount, p_currency, v_order.amount, v_order.currency);
    RETURN;
  END IF;
  IF v_order.status = 'paid' THEN
    INSERT INTO gateway_notifications (gateway, event_id, event_type, order_id, outcome, ip)
      VALUES (p_gateway, p_event_id, p_event_type, v_order.id, 'duplicate', p_ip);
    RETURN QUERY SELECT 'duplicate', v_order.id, v_order.member_id, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- A payment that arrives after the order expired or failed is still money received.
  SELECT * INTO v_post FROM ledger_post('deposit', p_gateway || ':' || p_payment, 'deposit',
    ledger_house_account('deposits:' || v_order.currency || ':0', v_order.currency),
    ledger_member_account(v_order.member_id, v_order.currency), p_amount, v_order.member_id, NULL, NULL);
  IF v_post.outcome NOT IN ('posted', 'replayed') THEN
    RAISE EXCEPTION 'deposit_settle: the ledger answered % for order %', v_post.outcome, v_order.id;
  END IF;
  UPDATE deposit_orders SET status = 'paid', payment_ref = p_payment, paid_amount = p_amount, settled_at = now()
    WHERE id = v_order.id;
  INSERT INTO gateway_notifications (gateway, event_id, event_type, order_id, outcome, ip)
    VALUES (p_gateway, p_event_id, p_event_type, v_order.id, 'credited', p_ip);
  SELECT * INTO v_grant FROM deposit_bonus_activate(v_order.id, p_amount);
  RETURN QUERY SELECT 'credited', v_order.id, v_order.member_id,
    coalesce(v_grant.member_balance, v_post.member_balance), NULL::text;
END $$;

-- 0015's settlement with less work per notification, same outcomes.
-- * The order is read without a lock. A paid order is final, so a repeated notification (a
--   gateway's retry) is answered from that read: no row lock, and its record in
--   gateway_notifications is committed without waiting for the WAL flush (it moves no money; a
--   crash in the next few hundred milliseconds could lose that one record, never a credit).
-- * A payable order is taken by the paid mark itself, a conditional UPDATE (status <> 'paid') that
--   holds the order's row lock, instead of SELECT … FOR UPDATE and a later UPDATE of the same row.
--   Of two notifications at once the second waits on that lock, finds the order paid, and is a
--   duplicate. Lock order is unchanged: the order, then (ledger_post) the member's account.
-- * The house and member accounts are read in one query; the creating functions run only when one
--   is missing (a member's first deposit). The bonus activation runs only when a bonus waits.
-- The credit, the paid mark, its record and the bonus stay one transaction, committed durably.
CREATE OR REPLACE FUNCTION deposit_settle(
  p_gateway text, p_checkout text, p_payment text, p_amount bigint, p_currency text,
  p_event_id text, p_event_type text, p_ip text
) RETURNS TABLE (outcome text, order_id bigint, member_id bigint, member_balance bigint, detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_order record;
  v_house bigint;
  v_player bigint;
  v_post record;
  v_grant record;
  v_balance bigint;
BEGIN
  SELECT o.id, o.member_id, o.amount, o.currency, o.status INTO v_order FROM deposit_orders o
    WHERE o.gateway = p_gateway AND o.gateway_ref = p_checkout;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'refused', NULL::bigint, NULL::bigint, NULL::bigint, 'unknown order';
    RETURN;
  END IF;
  IF p_currency IS DISTINCT FROM v_order.currency OR p_amount IS DISTINCT FROM v_order.amount THEN
    RETURN QUERY SELECT 'refused', v_order.id, v_order.member_id, NULL::bigint,
      format('paid %s %s, asked %s %s', p_amount, p_currency, v_order.amount, v_order.currency);
    RETURN;
  END IF;
  IF v_order.status <> 'paid' THEN
    -- A payment that arrives after the order expired or failed is still money received.
    UPDATE deposit_orders o SET status = 'paid', payment_ref = p_payment, paid_amount = p_amount, settled_at = now()
      WHERE o.id = v_order.id AND o.status <> 'paid';
    IF FOUND THEN
      SELECT (SELECT a.id FROM ledger_accounts a WHERE a.house_code = 'deposits:' || v_order.currency || ':0'),
             (SELECT a.id FROM ledger_accounts a WHERE a.member_id = v_order.member_id AND a.currency = v_order.currency)
        INTO v_house, v_player;
      IF v_house IS NULL THEN
        v_house := ledger_house_account('deposits:' || v_order.currency || ':0', v_order.currency);
      END IF;
      IF v_player IS NULL THEN
        v_player := ledger_member_account(v_order.member_id, v_order.currency);
      END IF;
      SELECT * INTO v_post FROM ledger_post('deposit', p_gateway || ':' || p_payment, 'deposit',
        v_house, v_player, p_amount, v_order.member_id, NULL, NULL);
      IF v_post.outcome NOT IN ('posted', 'replayed') THEN
        RAISE EXCEPTION 'deposit_settle: the ledger answered % for order %', v_post.outcome, v_order.id;
      END IF;
      INSERT INTO gateway_notifications (gateway, event_id, event_type, order_id, outcome, ip)
        VALUES (p_gateway, p_event_id, p_event_type, v_order.id, 'credited', p_ip);
      v_balance := v_post.member_balance;
      IF EXISTS (SELECT 1 FROM member_bonuses b WHERE b.deposit_order_id = v_order.id AND b.status = 'pending') THEN
        SELECT * INTO v_grant FROM deposit_bonus_activate(v_order.id, p_amount);
        v_balance := coalesce(v_grant.member_balance, v_balance);
      END IF;
      RETURN QUERY SELECT 'credited', v_order.id, v_order.member_id, v_balance, NULL::text;
      RETURN;
    END IF;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO gateway_notifications (gateway, event_id, event_type, order_id, outcome, ip)
    VALUES (p_gateway, p_event_id, p_event_type, v_order.id, 'duplicate', p_ip);
  RETURN QUERY SELECT 'duplicate', v_order.id, v_order.member_id, NULL::bigint, NULL::text;
END $$;

-- A gateway's paid notification settled in one call, as wallet_game_post settles a vendor's bet: the
-- order locked by the gateway's checkout id, its amount and currency checked, the ledger transfer
-- (scope deposit, key gateway:payment, from the house's deposits account) and the paid mark, and the
-- notification kept, in one statement and so one transaction. outcome: credited | duplicate (the
-- order was already paid) | refused (detail says why; the caller records it).
CREATE FUNCTION deposit_settle(
  p_gateway text, p_checkout text, p_payment text, p_amount bigint, p_currency text,
  p_event_id text, p_event_type text, p_ip text
) RETURNS TABLE (outcome text, order_id bigint, member_id bigint, member_balance bigint, detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_order deposit_orders%ROWTYPE;
  v_post record;
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
  RETURN QUERY SELECT 'credited', v_order.id, v_order.member_id, v_post.member_balance, NULL::text;
END $$;

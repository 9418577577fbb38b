-- The ledger's write path lives in the database so that a movement of money is one round trip and
-- one transaction. Lock order, everywhere: the idempotency key (an advisory lock), then the
-- player's account, then the game round. House accounts are never locked by a transfer: their side
-- goes to ledger_house_pending, which ledger_roll_up() folds into the balances.

CREATE FUNCTION ledger_member_account(p_member bigint, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.member_id = p_member AND a.currency = p_currency;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (member_id, currency) VALUES (p_member, p_currency)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.member_id = p_member AND a.currency = p_currency;
    END IF;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_house_account(p_code text, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.house_code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (house_code, currency) VALUES (p_code, p_currency)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.house_code = p_code;
    END IF;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- Posts one transfer between a member's account and a house account. outcome: posted | replayed
-- (same key, same content: the first answer) | conflict (same key, other content, or an undone
-- transfer undone again) | insufficient (the player's balance is short; member_balance tells it)
-- | voided (the key was rolled back before it was seen). A player's overdraft is refused by
-- answer, not by error; the CHECK constraint stays as the last guard.
CREATE FUNCTION ledger_post(
  p_scope text, p_key text, p_kind text, p_debit bigint, p_credit bigint, p_amount bigint,
  p_member bigint, p_round text, p_reverses bigint
) RETURNS TABLE (transfer_id bigint, outcome text, member_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_prior ledger_transfers%ROWTYPE;
  v_player ledger_accounts%ROWTYPE;
  v_house ledger_accounts%ROWTYPE;
  v_player_delta bigint;
  v_id bigint;
BEGIN
  SELECT * INTO v_player FROM ledger_accounts a
    WHERE a.id IN (p_debit, p_credit) AND a.member_id = p_member FOR NO KEY UPDATE;
  SELECT * INTO v_house FROM ledger_accounts a
    WHERE a.id IN (p_debit, p_credit) AND a.member_id IS NULL;
  IF v_player.id IS NULL OR v_house.id IS NULL OR v_player.currency <> v_house.currency THEN
    RAISE EXCEPTION 'ledger_post: % and % must be the member''s account and a house account in one currency',
      p_debit, p_credit;
  END IF;
  v_player_delta := CASE WHEN v_player.id = p_debit THEN -p_amount ELSE p_amount END;

  SELECT * INTO v_prior FROM ledger_transfers t WHERE t.scope = p_scope AND t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT v_prior.id,
      CASE WHEN v_prior.kind = p_kind AND v_prior.amount = p_amount
        AND v_prior.debit_account_id = p_debit AND v_prior.credit_account_id = p_credit
        AND v_prior.member_id IS NOT DISTINCT FROM p_member AND v_prior.round_ref IS NOT DISTINCT FROM p_round
      THEN 'replayed' ELSE 'conflict' END,
      v_prior.member_balance_after;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_voided_keys v WHERE v.scope = p_scope AND v.idempotency_key = p_key) THEN
    RETURN QUERY SELECT NULL::bigint, 'voided', v_player.balance;
    RETURN;
  END IF;
  IF v_player.balance + v_player_delta < 0 THEN
    RETURN QUERY SELECT NULL::bigint, 'insufficient', v_player.balance;
    RETURN;
  END IF;
  IF p_reverses IS NOT NULL AND EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reverses_id = p_reverses) THEN
    RETURN QUERY SELECT NULL::bigint, 'conflict', v_player.balance;
    RETURN;
  END IF;

  INSERT INTO ledger_transfers (scope, idempotency_key, kind, debit_account_id, credit_account_id, amount,
    currency, member_id, member_balance_after, round_ref, reverses_id)
  VALUES (p_scope, p_key, p_kind, p_debit, p_credit, p_amount, v_player.currency, p_member,
    v_player.balance + v_player_delta, p_round, p_reverses)
  RETURNING id INTO v_id;
  UPDATE ledger_accounts SET balance = balance + v_player_delta WHERE id = v_player.id;
  INSERT INTO ledger_house_pending (account_id, amount) VALUES (v_house.id, -v_player_delta);
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  VALUES (v_id, v_player.id, v_player_delta, v_player.balance + v_player_delta),
         (v_id, v_house.id, -v_player_delta, NULL);
  RETURN QUERY SELECT v_id, 'posted', v_player.balance + v_player_delta;
END $$;
--> statement-breakpoint
-- A vendor's bet, win or rollback (the seamless wallet): the ledger transfer and the game round in
-- one transaction. outcome: ledger_post's, or acknowledged (rollback of an unknown transaction),
-- unknown_player, unknown_game, settled (the round already has its win), not_yours (the round or
-- the referenced transaction belongs to another player), token_expired (a bet needs a live token).
CREATE FUNCTION wallet_game_post(
  p_vendor text, p_key text, p_kind text, p_member bigint, p_amount bigint, p_round text,
  p_game text, p_reference text, p_token_hash text, p_token_idle_seconds int, p_shards int
) RETURNS TABLE (transfer_id bigint, outcome text, member_balance bigint, currency text)
LANGUAGE plpgsql AS $$
DECLARE
  v_currency text;
  v_player_id bigint;
  v_player ledger_accounts%ROWTYPE;
  v_house bigint;
  v_debit bigint;
  v_credit bigint;
  v_amount bigint := p_amount;
  v_node bigint;
  v_ref ledger_transfers%ROWTYPE;
  v_answer ledger_answers%ROWTYPE;
  v_round game_rounds%ROWTYPE;
  v_result record;
  v_expires timestamptz;
BEGIN
  -- A bet and a rollback of it (which names the bet's id) take the same lock, so a rollback can
  -- never answer "unknown" while its bet is being written.
  PERFORM pg_advisory_xact_lock(hashtextextended(
    p_vendor || ':' || CASE WHEN p_kind = 'rollback' THEN p_reference ELSE p_key END, 0));

  SELECT CASE WHEN m.type = 4 THEN 'DEMO' ELSE 'PHP' END INTO v_currency FROM members m WHERE m.id = p_member;
  IF v_currency IS NULL THEN
    RETURN QUERY SELECT NULL::bigint, 'unknown_player', NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- A variable, not a call in the WHERE clause: a volatile function there runs once per row.
  v_player_id := ledger_member_account(p_member, v_currency);
  SELECT * INTO v_player FROM ledger_accounts a WHERE a.id = v_player_id FOR NO KEY UPDATE;

  -- A call that moved no money the first time is answered from what was kept of it.
  SELECT * INTO v_answer FROM ledger_answers x WHERE x.scope = p_vendor AND x.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT NULL::bigint,
      CASE WHEN v_answer.kind = p_kind AND v_answer.member_id = p_member AND v_answer.round_ref = p_round
        AND v_answer.amount = p_amount AND v_answer.reference_key IS NOT DISTINCT FROM p_reference
      THEN 'replayed' ELSE 'conflict' END,
      v_answer.member_balance, v_currency;
    RETURN;
  END IF;

  IF p_kind = 'rollback' THEN
    SELECT * INTO v_ref FROM ledger_transfers t WHERE t.scope = p_vendor AND t.idempotency_key = p_reference;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.scope = p_vendor AND t.idempotency_key = p_key) THEN
        RETURN QUERY SELECT NULL::bigint, 'conflict', v_player.balance, v_currency;
        RETURN;
      END IF;
      INSERT INTO ledger_voided_keys (scope, idempotency_key) VALUES (p_vendor, p_reference) ON CONFLICT DO NOTHING;
      INSERT INTO ledger_answers (scope, idempotency_key, kind, member_id, round_ref, amount, reference_key, member_balance)
      VALUES (p_vendor, p_key, 'rollback', p_member, p_round, p_amount, p_reference, v_player.balance);
      RETURN QUERY SELECT NULL::bigint, 'acknowledged', v_player.balance, v_currency;
      RETURN;
    END IF;
    IF v_ref.member_id IS DISTINCT FROM p_member OR v_ref.round_ref IS DISTINCT FROM p_round THEN
      RETURN QUERY SELECT NULL::bigint, 'not_yours', NULL::bigint, v_currency;
      RETURN;
    END IF;
    IF v_ref.kind NOT IN ('bet', 'win') THEN
      RETURN QUERY SELECT NULL::bigint, 'conflict', v_player.balance, v_currency;
      RETURN;
    END IF;
    v_debit := v_ref.credit_account_id;
    v_credit := v_ref.debit_account_id;
    v_amount := v_ref.amount;
  ELSE
    SELECT g.node_id INTO v_node FROM games g WHERE g.vendor_code = p_vendor AND g.game_id = p_game;
    IF v_node IS NULL THEN
      RETURN QUERY SELECT NULL::bigint, 'unknown_game', NULL::bigint, v_currency;
      RETURN;
    END IF;
    v_house := ledger_house_account(
      CASE WHEN p_kind = 'bet' THEN 'bets:' ELSE 'wins:' END || v_currency || ':' || (p_member % p_shards), v_currency);
    IF p_kind = 'bet' THEN
      v_debit := v_player.id; v_credit := v_house;
    ELSE
      v_debit := v_house; v_credit := v_player.id;
    END IF;
  END IF;

  IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.scope = p_vendor AND t.idempotency_key = p_key) THEN
    -- A replay, or the id reused: ledger_post answers which.
    SELECT * INTO v_result FROM ledger_post(p_vendor, p_key, p_kind, v_debit, v_credit, v_amount, p_member, p_round,
      CASE WHEN p_kind = 'rollback' THEN v_ref.id END);
    RETURN QUERY SELECT v_result.transfer_id, v_result.outcome, v_result.member_balance, v_currency;
    RETURN;
  END IF;

  SELECT * INTO v_round FROM game_rounds r WHERE r.vendor_code = p_vendor AND r.round_ref = p_round FOR UPDATE;
  IF FOUND AND v_round.member_id <> p_member THEN
    RETURN QUERY SELECT NULL::bigint, 'not_yours', NULL::bigint, v_currency;
    RETURN;
  END IF;
  IF FOUND AND v_round.settled_at IS NOT NULL AND (p_kind = 'bet' OR (p_kind = 'rollback' AND v_ref.kind = 'bet')) THEN
    RETURN QUERY SELECT NULL::bigint, 'settled', v_player.balance, v_currency;
    RETURN;
  END IF;
  IF p_kind = 'bet' THEN
    SELECT lt.expires_at INTO v_expires FROM launch_tokens lt
      WHERE lt.token_hash = p_token_hash AND lt.member_id = p_member AND lt.vendor_code = p_vendor;
    IF v_expires IS NULL OR v_expires <= now() THEN
      RETURN QUERY SELECT NULL::bigint, 'token_expired', NULL::bigint, v_currency;
      RETURN;
    END IF;
    -- Sliding expiry, written at most once a minute per token.
    IF v_expires < now() + make_interval(secs => p_token_idle_seconds - 60) THEN
      UPDATE launch_tokens SET expires_at = now() + make_interval(secs => p_token_idle_seconds)
        WHERE token_hash = p_token_hash;
    END IF;
  END IF;

  IF v_amount = 0 THEN
    -- A zero win closes a losing round; no money moves, and the answer is kept for replays.
    INSERT INTO game_rounds AS r (member_id, node_id, vendor_code, round_ref, bet_centavos, win_centavos, currency, settled_at)
    VALUES (p_member, v_node, p_vendor, p_round, 0, 0, v_currency, now())
    ON CONFLICT (vendor_code, round_ref) DO UPDATE SET settled_at = COALESCE(r.settled_at, now());
    INSERT INTO ledger_answers (scope, idempotency_key, kind, member_id, round_ref, amount, reference_key, member_balance)
    VALUES (p_vendor, p_key, p_kind, p_member, p_round, 0, NULL, v_player.balance);
    RETURN QUERY SELECT NULL::bigint, 'posted', v_player.balance, v_currency;
    RETURN;
  END IF;

  -- What ledger_post would refuse is refused here, under the same locks, so that the round can be
  -- written first and the transfer (with the shared house account) last.
  IF EXISTS (SELECT 1 FROM ledger_voided_keys v WHERE v.scope = p_vendor AND v.idempotency_key = p_key) THEN
    RETURN QUERY SELECT NULL::bigint, 'voided', v_player.balance, v_currency;
    RETURN;
  END IF;
  IF v_debit = v_player.id AND v_player.balance < v_amount THEN
    RETURN QUERY SELECT NULL::bigint, 'insufficient', v_player.balance, v_currency;
    RETURN;
  END IF;
  IF p_kind = 'rollback' AND EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reverses_id = v_ref.id) THEN
    RETURN QUERY SELECT NULL::bigint, 'conflict', v_player.balance, v_currency;
    RETURN;
  END IF;

  IF p_kind = 'bet' THEN
    INSERT INTO game_rounds AS r (member_id, node_id, vendor_code, round_ref, bet_centavos, win_centavos, currency)
    VALUES (p_member, v_node, p_vendor, p_round, v_amount, 0, v_currency)
    ON CONFLICT (vendor_code, round_ref) DO UPDATE SET bet_centavos = r.bet_centavos + excluded.bet_centavos;
  ELSIF p_kind = 'win' THEN
    INSERT INTO game_rounds AS r (member_id, node_id, vendor_code, round_ref, bet_centavos, win_centavos, currency, settled_at)
    VALUES (p_member, v_node, p_vendor, p_round, 0, v_amount, v_currency, now())
    ON CONFLICT (vendor_code, round_ref) DO UPDATE
      SET win_centavos = r.win_centavos + excluded.win_centavos, settled_at = COALESCE(r.settled_at, now());
  ELSIF v_ref.kind = 'bet' THEN
    UPDATE game_rounds SET bet_centavos = bet_centavos - v_amount WHERE vendor_code = p_vendor AND round_ref = p_round;
  ELSE
    UPDATE game_rounds SET win_centavos = win_centavos - v_amount WHERE vendor_code = p_vendor AND round_ref = p_round;
  END IF;

  SELECT * INTO v_result FROM ledger_post(p_vendor, p_key, p_kind, v_debit, v_credit, v_amount, p_member, p_round,
    CASE WHEN p_kind = 'rollback' THEN v_ref.id END);
  IF v_result.outcome <> 'posted' THEN
    RAISE EXCEPTION 'wallet_game_post: % % was checked but not posted (%)', p_vendor, p_key, v_result.outcome;
  END IF;
  RETURN QUERY SELECT v_result.transfer_id, v_result.outcome, v_result.member_balance, v_currency;
END $$;
--> statement-breakpoint
-- Folds the pending house rows into the house balances. Only committed rows are seen and deleted;
-- a transfer still in flight stays for the next call, and two calls at once never count a row twice.
CREATE FUNCTION ledger_roll_up() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_accounts integer;
BEGIN
  WITH moved AS (DELETE FROM ledger_house_pending RETURNING account_id, amount),
  sums AS (SELECT account_id, sum(amount) AS amount FROM moved GROUP BY account_id)
  UPDATE ledger_accounts a SET balance = a.balance + s.amount FROM sums s WHERE a.id = s.account_id;
  GET DIAGNOSTICS v_accounts = ROW_COUNT;
  RETURN v_accounts;
END $$;

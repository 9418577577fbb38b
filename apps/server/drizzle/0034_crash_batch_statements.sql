-- Crash's bets and hand cash-outs of one batch in one statement each (issue 14, bench:crash): what
-- the server did in about eleven round trips a batch of bets (BEGIN, the members' locks, the round's
-- lock and read, the retries, the wallet's bets, the bet rows, COMMIT) and eight a batch of
-- cash-outs is one call, its own transaction. Nothing about a bet changes: the same locks in the
-- same order (each member's bet lock, member order, then the round's lock shared, then the phase
-- read again), each stake and win is its own `wallet_game_post` with its own idempotency key in
-- the transaction of its bet row, and each call is answered on its own. The server decides what
-- it decided before in TypeScript (the arrival time, the payout by its clock); these functions
-- only write it under the locks. The ledger names are `ledgerRoundOf` (place-bet.ts):
-- crash-<round>-<member>, and its keys add -bet and -win.
--
-- p_bets: [{n, member, bet, token (hash), amount, auto, mask, at (arrival, ms since the epoch)}],
-- in member order, one per member. kind: placed | retried (the same bet id answered before; bet is
-- that row) | closed (no round takes bets at that arrival) | already (a bet in this round) |
-- refused (the wallet's outcome says why).
CREATE FUNCTION crash_place_bets(p_vendor text, p_game text, p_bets jsonb, p_idle int, p_shards int)
RETURNS TABLE (n int, kind text, bet jsonb, transfer_id bigint, outcome text, member_balance bigint, currency text)
LANGUAGE plpgsql AS $$
DECLARE
  v_round crash_rounds%ROWTYPE;
  v_round_id bigint;
  v_bet crash_bets%ROWTYPE;
  v_post record;
  v_ref text;
  b record;
BEGIN
  -- Each member's bet lock (lockBetMembers), in the order given.
  PERFORM pg_advisory_xact_lock(1129468744, ((x.e->>'member')::bigint % 2147483647)::int)
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS x(e, ord) ORDER BY x.ord;
  -- The round taking bets, its lock held shared (lockLatestBettingRound), the phase read again
  -- after the lock, which may have waited for the start.
  SELECT r.id INTO v_round_id FROM crash_rounds r
    WHERE r.id = (SELECT max(q.id) FROM crash_rounds q) AND r.phase = 'betting';
  IF v_round_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock_shared(1129468484, (v_round_id % 2147483647)::int);
    SELECT * INTO v_round FROM crash_rounds r WHERE r.id = v_round_id AND r.phase = 'betting';
  END IF;

  FOR b IN
    SELECT (x.e->>'n')::int AS n, (x.e->>'member')::bigint AS member, x.e->>'bet' AS bet_id,
      x.e->>'token' AS token, (x.e->>'amount')::bigint AS amount, (x.e->>'auto')::int AS auto,
      x.e->>'mask' AS mask, (x.e->>'at')::bigint AS at
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS x(e, ord) ORDER BY x.ord
  LOOP
    SELECT * INTO v_bet FROM crash_bets c WHERE c.member_id = b.member AND c.bet_id = b.bet_id;
    IF FOUND THEN
      RETURN QUERY SELECT b.n, 'retried', to_jsonb(v_bet), NULL::bigint, NULL::text,
        (SELECT a.balance FROM ledger_accounts a WHERE a.member_id = b.member AND a.currency = v_bet.currency),
        v_bet.currency;
      CONTINUE;
    END IF;
    IF v_round.id IS NULL OR floor(extract(epoch FROM v_round.betting_ends_at) * 1000) <= b.at THEN
      RETURN QUERY SELECT b.n, 'closed', NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::text;
      CONTINUE;
    END IF;
    IF EXISTS (SELECT 1 FROM crash_bets c WHERE c.round_id = v_round.id AND c.member_id = b.member) THEN
      RETURN QUERY SELECT b.n, 'already', NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::text;
      CONTINUE;
    END IF;
    v_ref := 'crash-' || v_round.id || '-' || b.member;
    SELECT * INTO v_post FROM wallet_game_post(p_vendor, v_ref || '-bet', 'bet', b.member, b.amount, v_ref,
      p_game, NULL, b.token, p_idle, p_shards);
    IF v_post.outcome NOT IN ('posted', 'replayed', 'acknowledged') THEN
      RETURN QUERY SELECT b.n, 'refused', NULL::jsonb, v_post.transfer_id, v_post.outcome,
        v_post.member_balance, v_post.currency;
      CONTINUE;
    END IF;
    INSERT INTO crash_bets (round_id, member_id, bet_id, player_mask, currency, amount_centavos, auto_cashout_cents)
      VALUES (v_round.id, b.member, b.bet_id, b.mask, coalesce(v_post.currency, 'PHP'), b.amount, b.auto)
      RETURNING * INTO v_bet;
    RETURN QUERY SELECT b.n, 'placed', to_jsonb(v_bet), v_post.transfer_id, v_post.outcome,
      v_post.member_balance, v_post.currency;
  END LOOP;
END $$;
--> statement-breakpoint
-- p_calls: [{n, bet (crash_bets.id), payout, cents}], in bet order (as the settlement locks them),
-- each judged by the server: the bet is still open when its row lock is taken, or the call finds
-- none. kind: cashed (bet is the row as ended) | gone (no longer open) | refused (the wallet's
-- outcome says why; the bet stays open).
CREATE FUNCTION crash_cash_outs(p_vendor text, p_game text, p_calls jsonb, p_shards int)
RETURNS TABLE (n int, kind text, bet jsonb, transfer_id bigint, outcome text, member_balance bigint, currency text)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet crash_bets%ROWTYPE;
  v_post record;
  v_ref text;
  b record;
BEGIN
  FOR b IN
    SELECT (x.e->>'n')::int AS n, (x.e->>'bet')::bigint AS bet, (x.e->>'payout')::bigint AS payout,
      (x.e->>'cents')::int AS cents
    FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS x(e, ord) ORDER BY x.ord
  LOOP
    SELECT * INTO v_bet FROM crash_bets c WHERE c.id = b.bet AND c.status = 'open' FOR UPDATE;
    IF NOT FOUND THEN
      RETURN QUERY SELECT b.n, 'gone', NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::text;
      CONTINUE;
    END IF;
    v_ref := 'crash-' || v_bet.round_id || '-' || v_bet.member_id;
    SELECT * INTO v_post FROM wallet_game_post(p_vendor, v_ref || '-win', 'win', v_bet.member_id, b.payout, v_ref,
      p_game, NULL, NULL, 0, p_shards);
    IF v_post.outcome NOT IN ('posted', 'replayed', 'acknowledged') THEN
      RETURN QUERY SELECT b.n, 'refused', NULL::jsonb, v_post.transfer_id, v_post.outcome,
        v_post.member_balance, v_post.currency;
      CONTINUE;
    END IF;
    UPDATE crash_bets c SET status = 'cashed', cashout_cents = b.cents, payout_centavos = b.payout
      WHERE c.id = v_bet.id RETURNING * INTO v_bet;
    RETURN QUERY SELECT b.n, 'cashed', to_jsonb(v_bet), v_post.transfer_id, v_post.outcome,
      v_post.member_balance, v_post.currency;
  END LOOP;
END $$;

-- The protection check of a bet in the statement that writes it (bench:crash): whether a member's
-- real-money bet must be checked against a loss or wager limit, a break or an NDRP entry is one SQL
-- function, protection_bet_guarded, which membersLimitedOrRestricted (membersNeedingBetCheck) now
-- asks too, so there is one definition. crash_place_bets answers such a bet `guarded` instead of
-- writing it, and the server sends it through the wallet's checked bet as before; a batch of bets
-- is then one round trip after the players' look-up instead of two.
CREATE FUNCTION protection_bet_guarded(p_member bigint) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = p_member AND l.kind IN ('loss', 'wager'))
    OR EXISTS (SELECT 1 FROM protection_exclusions e
      WHERE e.member_id = p_member AND (e.reopens_at IS NULL OR e.reopens_at > now()))
    OR EXISTS (SELECT 1 FROM members m JOIN ndrp_exclusions n ON (n.ends_at IS NULL OR n.ends_at > now())
      AND ((n.mobile_num IS NOT NULL AND n.mobile_num = m.mobile_num)
        OR (m.payee_name IS NOT NULL
          AND lower(n.full_name) = lower(regexp_replace(btrim(m.payee_name), '\s+', ' ', 'g'))
          AND (n.birth_date IS NULL OR m.birth_date IS NULL OR n.birth_date = m.birth_date)))
      WHERE m.id = p_member)
$$;
--> statement-breakpoint
-- kind gains `guarded`: the member needs the protection check; nothing was written for the bet.
CREATE OR REPLACE FUNCTION crash_place_bets(p_vendor text, p_game text, p_bets jsonb, p_idle int, p_shards int)
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
    IF protection_bet_guarded(b.member) THEN
      RETURN QUERY SELECT b.n, 'guarded', NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::text;
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

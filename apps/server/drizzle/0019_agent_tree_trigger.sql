-- The closure table member_tree follows members.parent_agent_id inside the same transaction, so a
-- registration or a move can never leave the tree and the parent link disagreeing.
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_agent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_agent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A move takes the member's whole subtree along: links from outside ancestors are cut, then the new
-- parent's ancestors are joined to every node of the subtree. A member cannot move under itself.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_agent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_agent_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.parent_agent_id;
  END IF;
  DELETE FROM member_tree
  WHERE descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
    AND ancestor_id NOT IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id);
  IF NEW.parent_agent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM member_tree up CROSS JOIN member_tree down
    WHERE up.descendant_id = NEW.parent_agent_id AND down.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();
--> statement-breakpoint
CREATE TRIGGER member_tree_move AFTER UPDATE OF parent_agent_id ON members FOR EACH ROW
  WHEN (OLD.parent_agent_id IS DISTINCT FROM NEW.parent_agent_id) EXECUTE FUNCTION member_tree_on_move();
--> statement-breakpoint
-- Members registered before the tree existed.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up AS (
  SELECT id AS descendant_id, id AS ancestor_id, parent_agent_id, 0 AS depth FROM members
  UNION ALL
  SELECT up.descendant_id, m.id, m.parent_agent_id, up.depth + 1
  FROM up JOIN members m ON m.id = up.parent_agent_id
  WHERE up.depth < 100
)
SELECT ancestor_id, descendant_id, depth FROM up ON CONFLICT DO NOTHING;

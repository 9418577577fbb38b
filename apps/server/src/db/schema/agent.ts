import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const memberRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * The referral tree as a closure table: one row per (ancestor, descendant) pair with the distance
 * between them, and (m, m, 0) for every member. "Every downline of X at any depth" is one range
 * read of the primary key (`ancestor_id = X and depth > 0`), and "is Y in X's tree" one point read.
 * A trigger on `members.parent_agent_id` keeps it in step (migration `agent_tree_trigger`), so the
 * registration that sets the parent writes the tree in the same transaction.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: memberRef('ancestor_id'),
    descendantId: memberRef('descendant_id'),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant').on(t.descendantId, t.depth),
    check('member_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/**
 * Applications to become an agent (R-AGENT-01): at most one pending per member; the operator's
 * decision (`npm run ops -- agent approve|reject`) is recorded here with who made it.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef('member_id'),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    note: text('note').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_applications_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('agent_applications_member').on(t.memberId, t.id),
    check('agent_applications_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * An agent's affiliate URLs (R-AGENT-13): a code of their own on a host the operator allows, the
 * rebate a member registering through it starts with (hundredths of a percent), and how many did.
 * A deleted URL keeps its row, so its code stays taken and answers "Referrer link error" (R-API-120).
 */
export const affiliateUrls = pgTable(
  'agent_affiliate_urls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: memberRef('agent_id'),
    code: text('code').notNull(),
    domain: text('domain').notNull(),
    rebateBp: integer('rebate_bp').notNull(),
    registrations: integer('registrations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_affiliate_urls_code').on(sql`upper(${t.code})`),
    index('agent_affiliate_urls_agent').on(t.agentId, t.id),
    check('agent_affiliate_urls_rebate', sql`${t.rebateBp} between 0 and 10000`),
    check('agent_affiliate_urls_registrations', sql`${t.registrations} >= 0`),
  ],
);

/**
 * Each member's rebate per game category (R-AGENT-12), in hundredths of a percent; no row is 0.
 * An agent's own rates bound what they give their downlines.
 */
export const memberRebates = pgTable(
  'member_rebates',
  {
    memberId: memberRef('member_id'),
    category: text('category').notNull(),
    rebateBp: integer('rebate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check('member_rebates_bp', sql`${t.rebateBp} between 0 and 10000`),
  ],
);

/**
 * How many more downline accounts an agent may open at each rebate level (R-AGENT-12, R-API-117),
 * set by the operator: a recruit, or a downline raised, whose highest rate reaches `level_bp` but
 * not the next level up takes one from that level. Rates below every level are not limited.
 */
export const agentQuotas = pgTable(
  'agent_quotas',
  {
    agentId: memberRef('agent_id'),
    levelBp: integer('level_bp').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.levelBp] }),
    check('agent_quotas_level', sql`${t.levelBp} between 0 and 10000`),
    check('agent_quotas_remaining', sql`${t.remaining} >= 0`),
  ],
);

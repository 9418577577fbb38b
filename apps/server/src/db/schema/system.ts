import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Operator settings, one JSON value per key; each key's shape is checked by its schema in code. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whitelabelFlags = pgTable('whitelabel_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visitors matching any rule see the access-restricted screen (status 2). */
export const regionRules = pgTable(
  'region_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('region_rules_kind_value').on(t.kind, t.value),
    check('region_rules_kind', sql`${t.kind} in ('country', 'cidr')`),
  ],
);

/** Download and social links (SPEC §3 "Download link"), in display order. */
export const siteResources = pgTable(
  'site_resources',
  {
    id: serial('id').primaryKey(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('site_resources_type_url').on(t.resourceType, t.url)],
);

/**
 * One row per run of a scheduled job and slot of time: the primary key lets exactly one node run
 * each slot, however many nodes share the database.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** The slot: start of the period, in milliseconds since the epoch, divided by the period. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    node: text('node').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/**
 * Every operator command run, with who ran it and its arguments, whether it was done or refused:
 * the audit of the settings, decisions and credits made from the command line.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operating-system account the command came from. */
    operator: text('operator').notNull(),
    command: text('command').notNull(),
    args: jsonb('args').$type<string[]>().notNull(),
    outcome: text('outcome').notNull(),
    /** Why a refused command was refused. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operator_actions_outcome', sql`${t.outcome} in ('done', 'refused')`)],
);

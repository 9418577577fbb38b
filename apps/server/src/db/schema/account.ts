import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Players, agents and trial accounts (SPEC §3 Member info). Secrets are argon2id PHC strings only. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('active'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    qqNum: text('qq_num'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    icon: smallint('icon').notNull().default(1),
    vipLevel: smallint('vip_level').notNull().default(0),
    parentAgentId: bigint('parent_agent_id', { mode: 'number' }),
    affiliateCode: text('affiliate_code'),
    recommenderId: text('recommender_id'),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    registerIp: text('register_ip'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Date of birth (issue 16, H-8): 21+ at registration; older members give it at their next deposit. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** When the member confirmed not being a government official, soldier or police officer (PAGCOR). */
    notRestrictedAt: timestamp('not_restricted_at', { withTimezone: true }),
    /** Minutes of play between two reality checks, the player's choice (issue 16). */
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(60),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('members_mobile').on(t.countryDialingCode, t.mobileNum),
    // An invite code names one member (R-API-26); stored as typed, matched case-insensitively.
    uniqueIndex('members_affiliate_code').on(sql`upper(${t.affiliateCode})`),
    check('members_type', sql`${t.type} in (0, 1, 2, 4, 40, 41, 42)`),
    check('members_status', sql`${t.status} in ('active', 'disabled', 'closed')`),
    check('members_reality_check', sql`${t.realityCheckMinutes} in (15, 30, 60, 120)`),
    check('members_trial_expiry', sql`(${t.type} = 4) = (${t.trialExpiresAt} is not null)`),
  ],
);

/** Opaque session tokens, kept only as SHA-256 digests (S-10), with idle and absolute expiry (S-12). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** The player's own session-time limit (player protection): past it the session ends. */
    playEndsAt: timestamp('play_ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_member_open').on(t.memberId).where(sql`${t.endedAt} is null`),
    check(
      'sessions_end_reason',
      sql`${t.endReason} in ('logout', 'superseded', 'password_changed', 'play_time_limit')`,
    ),
  ],
);

/** One live captcha per browser, bound by an HttpOnly cookie; single use (S-05). */
export const captchas = pgTable('captchas', {
  bindingHash: text('binding_hash').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed logins per account name and per IP (S-04). Keys of unknown names are counted the same
 * way as real ones, so the counters reveal nothing about which accounts exist.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('login_failures_positive', sql`${t.failures} > 0`)],
);

/** One-time SMS codes (S-07, S-08): only a hash, bound to number and purpose, void after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The browser that asked (an HttpOnly cookie): a code is no use on another device (S-08). */
    bindingHash: text('binding_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_number').on(t.countryDialingCode, t.mobileNum, t.createdAt),
    index('sms_codes_ip').on(t.requestIp, t.createdAt),
    // The caps per browser, per number block and per hour (S-09) count by these.
    index('sms_codes_binding').on(t.bindingHash, t.createdAt),
    index('sms_codes_prefix').on(t.countryDialingCode, sql`left(${t.mobileNum}, 5)`, t.createdAt),
    index('sms_codes_created').on(t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('login', 'register', 'reset')`),
  ],
);

/** Messages handed to the outbox provider (the default, and what development reads). */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Emailed password-reset links (R-API-34): single use, 30 minutes, stored as a hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash)],
);

/** "Remember me" without the password (H-7): a revocable device token, hashed. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('remember_tokens_token').on(t.tokenHash)],
);

/** Answers to the member's chosen security questions, hashed like passwords (R-API-40). */
export const securityAnswers = pgTable(
  'security_answers',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: smallint('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.questionId] })],
);

/** Solved anti-bot challenges, kept until they expire so that none is used twice. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Keys the server makes at first start and keeps (the challenge HMAC key, the credential key pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Sign-ins at an identity provider (Google or Facebook through Firebase Authentication) that open a
 * member's account: the provider's stable user id, never its token (R-AUTH-08, R-REG-11).
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('member_identities_member').on(t.memberId),
    check('member_identities_provider', sql`${t.provider} in ('google.com', 'facebook.com')`),
  ],
);

import {
  type CustomerSecurityQuestions,
  DEFAULT_LANGUAGE,
  MEMBER_TYPE,
  resolveLanguage,
  type SecurityAnswersBody,
  type SecurityQuestion,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { findMemberById } from './member-repository.js';
import { hashSecret, verifySecret } from './passwords.js';
import { listSecurityAnswers, replaceSecurityAnswers } from './profile-repository.js';
import {
  assertSecretCheckAllowed,
  type ChangeContext,
  forgetSecretFailures,
  refuseSecret,
} from './secret-throttle.js';
import { SECURITY_QUESTIONS } from './security-question-data.js';

const QUESTION_IDS: ReadonlySet<number> = new Set(SECURITY_QUESTIONS.map((q) => q.id));

/**
 * What is hashed and compared: "  Manila ", "manila" and "MANILA" are one answer to a person, and so is
 * a name typed with composed or decomposed accents (NFKC), or with two spaces where one was meant.
 */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The questions on offer in the asked language, any unknown code falling back to EN (R-API-41, R-API-11). */
export function listSecurityQuestions(languageCode: string | undefined): SecurityQuestion[] {
  const language = resolveLanguage(languageCode);
  return SECURITY_QUESTIONS.map((q) => ({
    id: q.id,
    question: q.text[language] || q.text[DEFAULT_LANGUAGE],
  }));
}

/** The session member's chosen questions; the answers never leave the server, not even hashed (R-API-40). */
export async function getChosenQuestions(
  db: Db,
  session: SessionContext,
): Promise<CustomerSecurityQuestions> {
  const stored = await listSecurityAnswers(db, session.memberId);
  return { questionIds: stored.map((row) => row.questionId) };
}

type Answers = SecurityAnswersBody['answers'];

/**
 * Whether the answers are right for the member's stored questions. Every answer is verified, a question
 * the member did not choose against a dummy hash, so the time taken does not tell which one was wrong.
 */
export async function answersMatch(
  stored: { questionId: number; answerHash: string }[],
  answers: Answers,
): Promise<boolean> {
  const hashes = new Map(stored.map((row) => [row.questionId, row.answerHash]));
  const results = await Promise.all(
    answers.map((a) => verifySecret(hashes.get(a.questionId), normalizeSecurityAnswer(a.answer))),
  );
  return stored.length === answers.length && results.every(Boolean);
}

/**
 * Saves two answers as argon2id hashes (R-API-40, S-03). Replacing answers already set needs the login
 * password (S-14): they unlock the payment-password reset.
 */
export async function saveSecurityAnswers(
  db: Db,
  session: SessionContext,
  body: SecurityAnswersBody,
  ctx: ChangeContext,
): Promise<CustomerSecurityQuestions> {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
  const normalized = body.answers.map((a, index) => {
    if (!QUESTION_IDS.has(a.questionId)) {
      throw new AppError('VALIDATION_ERROR', { field: `answers.${index}.questionId` });
    }
    const answer = normalizeSecurityAnswer(a.answer);
    if (!answer) throw new AppError('VALIDATION_ERROR', { field: `answers.${index}.answer` });
    return { questionId: a.questionId, answer };
  });

  const existing = await listSecurityAnswers(db, session.memberId);
  const needsPassword = existing.length > 0;
  if (needsPassword && !body.password) {
    throw new AppError('VALIDATION_ERROR', { field: 'password', reason: 'val_required' });
  }
  // A password given when none is needed is checked all the same: a wrong one is never let through.
  const checkPassword = Boolean(body.password);
  if (checkPassword) {
    await assertSecretCheckAllowed(db, session.memberId, ctx);
    const member = await findMemberById(db, session.memberId);
    if (!(await verifySecret(member?.passwordHash, body.password ?? ''))) {
      await refuseSecret(db, session.memberId, 'password', 'security_answers_change_failed', ctx);
    }
    await forgetSecretFailures(db, session.memberId);
  }

  const rows = await Promise.all(
    normalized.map(async (a) => ({ questionId: a.questionId, answerHash: await hashSecret(a.answer) })),
  );
  // Without a checked password, only a first set is allowed; answers saved meanwhile by another call
  // now need the password too.
  if (!(await replaceSecurityAnswers(db, session.memberId, rows, !checkPassword))) {
    throw new AppError('CONFLICT', { field: 'password' });
  }
  ctx.log.info({
    event: needsPassword ? 'security_answers_replaced' : 'security_answers_set',
    memberId: session.memberId,
    ip: ctx.ip,
  });
  return { questionIds: rows.map((row) => row.questionId).sort((a, b) => a - b) };
}

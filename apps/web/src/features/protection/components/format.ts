import type { LimitKind } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';

export const KIND_TITLE: Record<LimitKind, MessageKey> = {
  deposit: 'rg_deposit_title',
  loss: 'rg_loss_title',
  wager: 'rg_wager_title',
  session: 'rg_session_title',
};

export const KIND_HINT: Record<LimitKind, MessageKey> = {
  deposit: 'rg_deposit_hint',
  loss: 'rg_loss_hint',
  wager: 'rg_wager_hint',
  session: 'rg_session_hint',
};

export const PERIOD_LABEL = {
  day: 'rg_period_day',
  week: 'rg_period_week',
  month: 'rg_period_month',
  session: 'rg_period_session',
} as const satisfies Record<string, MessageKey>;

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A limit's value as the player reads it: pesos, or minutes for the session. */
export const limitText = (t: Translate, kind: LimitKind, value: number) =>
  kind === 'session' ? t('rg_minutes', { minutes: value }) : formatMoney(value);

import type { Language } from './languages.js';
import { type TxCode, WALLET_POLICY } from './wallet-constants.js';

const DAY_MS = 86_400_000;
/** Records are asked for by calendar day in the operator's time zone (the Philippines, UTC+8). */
const SITE_OFFSET_MS = 8 * 3_600_000;

/** Today in Philippine time, as YYYY-MM-DD. */
export function siteToday(nowMs = Date.now()): string {
  return new Date(nowMs + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The default records range: the last 7 days, today included (R-GAMES-48). */
export function defaultRecordsRange(nowMs = Date.now()) {
  const endDate = siteToday(nowMs);
  return { startDate: daysBefore(endDate, WALLET_POLICY.recordsDefaultDays - 1), endDate };
}

export type RangeProblem = 'startDate' | 'endDate' | null;

/** Which field is wrong with a range, if any: the start after the end, or a range too long. */
export function rangeProblem(startDate: string, endDate: string): RangeProblem {
  if (startDate > endDate) return 'startDate';
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
  return days > WALLET_POLICY.recordsMaxDays ? 'startDate' : null;
}

/** The instants a day range covers in Philippine time: [from, to). */
export function rangeInstants(startDate: string, endDate: string) {
  return {
    from: new Date(Date.parse(`${startDate}T00:00:00Z`) - SITE_OFFSET_MS),
    to: new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS - SITE_OFFSET_MS),
  };
}

/** The names of the transaction codes in every language (GLS2_TxCodeList, R-API-87). */
export const TX_CODE_NAMES: Record<Language, Record<TxCode, string>> = {
  EN: {
    bet: 'Bet',
    win: 'Win',
    rollback: 'Bet refund',
    trial_credit: 'Trial credit',
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    withdraw_return: 'Withdrawal returned',
    bonus: 'Bonus',
    rebate: 'Rebate',
    deposit_bonus: 'Deposit bonus',
    bonus_forfeit: 'Bonus forfeited',
    transfer_out: 'Transfer to game wallet',
    transfer_in: 'Transfer from game wallet',
    transfer_return: 'Transfer returned',
    adjust: 'Adjustment',
    agent_salary: 'Agent daily salary',
    agent_dividend: 'Agent dividend',
  },
  PT: {
    bet: 'Aposta',
    win: 'Prêmio',
    rollback: 'Estorno de aposta',
    trial_credit: 'Crédito de teste',
    deposit: 'Depósito',
    withdraw: 'Saque',
    withdraw_return: 'Saque devolvido',
    bonus: 'Bônus',
    rebate: 'Cashback',
    deposit_bonus: 'Bônus de depósito',
    bonus_forfeit: 'Bônus cancelado',
    transfer_out: 'Transferência para carteira de jogo',
    transfer_in: 'Transferência da carteira de jogo',
    transfer_return: 'Transferência devolvida',
    adjust: 'Ajuste',
    agent_salary: 'Salário diário de agente',
    agent_dividend: 'Dividendo de agente',
  },
  TY: {
    bet: 'Taya',
    win: 'Panalo',
    rollback: 'Ibinalik na taya',
    trial_credit: 'Trial credit',
    deposit: 'Deposito',
    withdraw: 'Pag-withdraw',
    withdraw_return: 'Ibinalik na withdrawal',
    bonus: 'Bonus',
    rebate: 'Rebate',
    deposit_bonus: 'Bonus sa deposito',
    bonus_forfeit: 'Binawing bonus',
    transfer_out: 'Lipat sa game wallet',
    transfer_in: 'Lipat mula sa game wallet',
    transfer_return: 'Ibinalik na lipat',
    adjust: 'Pagsasaayos',
    agent_salary: 'Arawang sahod ng ahente',
    agent_dividend: 'Dibidendo ng ahente',
  },
  CN: {
    bet: '投注',
    win: '派彩',
    rollback: '投注退还',
    trial_credit: '试玩额度',
    deposit: '存款',
    withdraw: '提款',
    withdraw_return: '提款退回',
    bonus: '红利',
    rebate: '返水',
    deposit_bonus: '存款红利',
    bonus_forfeit: '红利没收',
    transfer_out: '转入游戏钱包',
    transfer_in: '从游戏钱包转出',
    transfer_return: '转账退回',
    adjust: '调整',
    agent_salary: '代理日工资',
    agent_dividend: '代理分红',
  },
  VI: {
    bet: 'Cược',
    win: 'Thắng',
    rollback: 'Hoàn cược',
    trial_credit: 'Tín dụng chơi thử',
    deposit: 'Nạp tiền',
    withdraw: 'Rút tiền',
    withdraw_return: 'Hoàn tiền rút',
    bonus: 'Thưởng',
    rebate: 'Hoàn trả',
    deposit_bonus: 'Thưởng nạp tiền',
    bonus_forfeit: 'Thu hồi tiền thưởng',
    transfer_out: 'Chuyển vào ví trò chơi',
    transfer_in: 'Chuyển từ ví trò chơi',
    transfer_return: 'Hoàn tiền chuyển khoản',
    adjust: 'Điều chỉnh',
    agent_salary: 'Lương ngày đại lý',
    agent_dividend: 'Cổ tức đại lý',
  },
  TH: {
    bet: 'เดิมพัน',
    win: 'ชนะ',
    rollback: 'คืนเงินเดิมพัน',
    trial_credit: 'เครดิตทดลองเล่น',
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    withdraw_return: 'คืนยอดถอนเงิน',
    bonus: 'โบนัส',
    rebate: 'เงินคืน',
    deposit_bonus: 'โบนัสเงินฝาก',
    bonus_forfeit: 'ริบโบนัส',
    transfer_out: 'โอนเข้ากระเป๋าเกม',
    transfer_in: 'โอนออกจากกระเป๋าเกม',
    transfer_return: 'คืนยอดโอน',
    adjust: 'ปรับยอด',
    agent_salary: 'เงินเดือนรายวันตัวแทน',
    agent_dividend: 'เงินปันผลตัวแทน',
  },
  JA: {
    bet: 'ベット',
    win: '配当',
    rollback: 'ベット返金',
    trial_credit: '体験用クレジット',
    deposit: '入金',
    withdraw: '出金',
    withdraw_return: '出金の返金',
    bonus: 'ボーナス',
    rebate: 'リベート',
    deposit_bonus: '入金ボーナス',
    bonus_forfeit: 'ボーナス没収',
    transfer_out: 'ゲームウォレットへ振替',
    transfer_in: 'ゲームウォレットから振替',
    transfer_return: '振替の返金',
    adjust: '調整',
    agent_salary: '代理店日給',
    agent_dividend: '代理店配当',
  },
};

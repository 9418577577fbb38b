import type { DepositPromo, MemberBonus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { bonusAmountProblem, bonusPreview, meetsMinDeposit, wageringFor, wageringProgress } from './bonus';

const promo: DepositPromo = {
  promoId: 7,
  title: 'Welcome deposit bonus',
  terms: 'Terms',
  percent: 50,
  maxBonus: 1_000,
  minDeposit: 200,
  wageringMultiple: 10,
  expiryDays: 7,
  endsAt: null,
};
const bonus = (
  wagered: number,
  wageringRequired: number,
): Pick<MemberBonus, 'wagered' | 'wageringRequired'> => ({
  wagered,
  wageringRequired,
});

describe('deposit bonus preview', () => {
  it('R-WALLET-08 is the percent of the deposit, up to the cap', () => {
    expect(bonusPreview(500, promo)).toBe(250);
    expect(bonusPreview(2_000, promo)).toBe(1_000);
    expect(bonusPreview(50_000, promo)).toBe(1_000);
  });

  it('R-WALLET-08 keeps centavos and never rounds a bonus up', () => {
    expect(bonusPreview(333.33, promo)).toBe(166.66);
    expect(bonusPreview(1_000.01, { ...promo, percent: 10 })).toBe(100);
    expect(bonusPreview(200.07, { ...promo, percent: 100 })).toBe(200.07);
  });

  it('R-PROMO-14 gives nothing under the minimum deposit, or for an amount that is not one', () => {
    expect(bonusPreview(199.99, promo)).toBe(0);
    expect(bonusPreview(200, promo)).toBe(100);
    expect(bonusPreview(Number.NaN, promo)).toBe(0);
    expect(bonusPreview(-500, promo)).toBe(0);
  });

  it('R-WALLET-08 asks bets of the wagering multiple times the bonus', () => {
    expect(wageringFor(250, promo)).toBe(2_500);
    expect(wageringFor(166.66, promo)).toBe(1_666.6);
  });
});

describe('deposit bonus eligibility', () => {
  it('R-PROMO-14 a deposit of at least the minimum may join, to the centavo', () => {
    expect(meetsMinDeposit(200, promo)).toBe(true);
    expect(meetsMinDeposit(199.99, promo)).toBe(false);
    expect(meetsMinDeposit(0.1 + 199.9, promo)).toBe(true);
  });

  it('R-PROMO-14 names the problem of an amount under the chosen offer, and none without an offer', () => {
    expect(bonusAmountProblem('150', promo)).toBe('bonus_below_min');
    expect(bonusAmountProblem(' 200 ', promo)).toBeNull();
    expect(bonusAmountProblem('150', null)).toBeNull();
  });
});

describe('deposit bonus wagering progress', () => {
  it('R-WALLET-08 is the share of the requirement bet so far, in whole percent', () => {
    expect(wageringProgress(bonus(0, 2_500))).toBe(0);
    expect(wageringProgress(bonus(1_000, 2_500))).toBe(40);
    expect(wageringProgress(bonus(2_499.99, 2_500))).toBe(99);
    expect(wageringProgress(bonus(2_500, 2_500))).toBe(100);
  });

  it('R-WALLET-08 stays between 0 and 100, and a bonus asking no bets is done', () => {
    expect(wageringProgress(bonus(9_000, 2_500))).toBe(100);
    expect(wageringProgress(bonus(-1, 2_500))).toBe(0);
    expect(wageringProgress(bonus(0, 0))).toBe(100);
  });
});

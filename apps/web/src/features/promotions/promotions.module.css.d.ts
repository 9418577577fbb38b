// Written by scripts/check-styles.mjs --write from promotions.module.css; do not edit.
declare const styles: {
  readonly card: string;
  readonly empty: string;
  readonly heading: string;
  readonly inlineLink: string;
  readonly link: string;
  readonly linkNote: string;
  readonly note: string;
  readonly rewardAmount: string;
  readonly rewardClaim: string;
  readonly rewardItem: string;
  readonly rewardList: string;
  readonly rewardMain: string;
  readonly rewardSource: string;
  readonly rewardStatus: string;
  readonly rewardWhen: string;
  readonly rgLink: string;
  readonly screen: string;
  readonly signInCycle: string;
  readonly signInDay: string;
  readonly signInDayLabel: string;
  readonly signInStreak: string;
  readonly terms: string;
  readonly total: string;
};
export default styles;

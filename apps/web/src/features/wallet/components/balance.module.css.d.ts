// Written by scripts/check-styles.mjs --write from balance.module.css; do not edit.
declare const styles: {
  readonly balanceAction: string;
  readonly balanceIcon: string;
  readonly balanceLabel: string;
  readonly balanceText: string;
  readonly balanceValue: string;
  readonly balanceWidget: string;
  readonly isRefreshing: string;
};
export default styles;

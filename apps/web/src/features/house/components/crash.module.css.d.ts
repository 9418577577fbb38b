// Written by scripts/check-styles.mjs --write from crash.module.css; do not edit.
declare const styles: {
  readonly action: string;
  readonly bet: string;
  readonly betName: string;
  readonly betResult: string;
  readonly bets: string;
  readonly canvas: string;
  readonly cashOut: string;
  readonly chip: string;
  readonly controls: string;
  readonly empty: string;
  readonly field: string;
  readonly fields: string;
  readonly formula: string;
  readonly high: string;
  readonly hint: string;
  readonly history: string;
  readonly panel: string;
  readonly rules: string;
  readonly stage: string;
  readonly value: string;
  readonly verify: string;
  readonly verifyFields: string;
  readonly verifyForm: string;
  readonly verifyPoint: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from fairness.module.css; do not edit.
declare const styles: {
  readonly check: string;
  readonly checks: string;
  readonly intro: string;
  readonly mono: string;
  readonly note: string;
  readonly page: string;
  readonly pending: string;
  readonly rotate: string;
  readonly seedError: string;
  readonly seeds: string;
  readonly state: string;
};
export default styles;

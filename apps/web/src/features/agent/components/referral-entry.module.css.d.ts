// Written by scripts/check-styles.mjs --write from referral-entry.module.css; do not edit.
declare const styles: {
  readonly entry: string;
};
export default styles;

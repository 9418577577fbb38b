// Written by scripts/check-styles.mjs --write from funds-summary.module.css; do not edit.
declare const styles: {
  readonly fundsPeriod: string;
  readonly fundsSummary: string;
};
export default styles;

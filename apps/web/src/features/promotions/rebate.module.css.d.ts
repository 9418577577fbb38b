// Written by scripts/check-styles.mjs --write from rebate.module.css; do not edit.
declare const styles: {
  readonly category: string;
  readonly claim: string;
  readonly head: string;
  readonly list: string;
  readonly row: string;
  readonly totalRow: string;
};
export default styles;

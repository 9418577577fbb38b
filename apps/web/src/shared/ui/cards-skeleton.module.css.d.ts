// Written by scripts/check-styles.mjs --write from cards-skeleton.module.css; do not edit.
declare const styles: {
  readonly card: string;
  readonly list: string;
  readonly page: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from winner-board.module.css; do not edit.
declare const styles: {
  readonly amount: string;
  readonly board: string;
  readonly window: string;
};
export default styles;

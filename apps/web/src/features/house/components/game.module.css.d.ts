// Written by scripts/check-styles.mjs --write from game.module.css; do not edit.
declare const styles: {
  readonly failed: string;
  readonly failedCard: string;
  readonly frame: string;
  readonly meter: string;
  readonly meterWin: string;
  readonly meters: string;
  readonly name: string;
  readonly round: string;
  readonly top: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from leaderboard.module.css; do not edit.
declare const styles: {
  readonly countdown: string;
  readonly head: string;
  readonly list: string;
  readonly mine: string;
  readonly mineRow: string;
  readonly name: string;
  readonly prize: string;
  readonly rank: string;
  readonly row: string;
  readonly top: string;
  readonly you: string;
};
export default styles;

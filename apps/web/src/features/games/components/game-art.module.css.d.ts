// Written by scripts/check-styles.mjs --write from game-art.module.css; do not edit.
declare const styles: {
  readonly art: string;
  readonly drawn: string;
  readonly initials: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from upcoming-events.module.css; do not edit.
declare const styles: {
  readonly logo: string;
  readonly teams: string;
  readonly track: string;
};
export default styles;

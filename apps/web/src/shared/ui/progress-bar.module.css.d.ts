// Written by scripts/check-styles.mjs --write from progress-bar.module.css; do not edit.
declare const styles: {
  readonly bar: string;
};
export default styles;

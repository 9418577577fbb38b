// Written by scripts/check-styles.mjs --write from dialog.module.css; do not edit.
declare const styles: {
  readonly frame: string;
};
export default styles;

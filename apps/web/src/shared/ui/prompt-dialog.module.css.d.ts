// Written by scripts/check-styles.mjs --write from prompt-dialog.module.css; do not edit.
declare const styles: {
  readonly error: string;
  readonly label: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from content-dialog.module.css; do not edit.
declare const styles: {
  readonly body: string;
  readonly dialog: string;
};
export default styles;

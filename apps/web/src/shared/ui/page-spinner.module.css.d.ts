// Written by scripts/check-styles.mjs --write from page-spinner.module.css; do not edit.
declare const styles: {
  readonly pageSpinner: string;
};
export default styles;

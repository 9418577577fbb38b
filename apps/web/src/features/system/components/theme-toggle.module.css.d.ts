// Written by scripts/check-styles.mjs --write from theme-toggle.module.css; do not edit.
declare const styles: {
  readonly option: string;
  readonly toggle: string;
};
export default styles;

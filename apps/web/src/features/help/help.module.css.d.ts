// Written by scripts/check-styles.mjs --write from help.module.css; do not edit.
declare const styles: {
  readonly active: string;
  readonly help: string;
  readonly menu: string;
  readonly panel: string;
  readonly title: string;
};
export default styles;

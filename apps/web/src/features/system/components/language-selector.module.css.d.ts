// Written by scripts/check-styles.mjs --write from language-selector.module.css; do not edit.
declare const styles: {
  readonly current: string;
  readonly dismiss: string;
  readonly header: string;
  readonly list: string;
  readonly menu: string;
  readonly option: string;
  readonly selector: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from filter-panel.module.css; do not edit.
declare const styles: {
  readonly chips: string;
  readonly panel: string;
  readonly vendors: string;
};
export default styles;

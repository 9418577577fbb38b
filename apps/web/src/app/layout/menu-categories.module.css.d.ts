// Written by scripts/check-styles.mjs --write from menu-categories.module.css; do not edit.
declare const styles: {
  readonly active: string;
  readonly categories: string;
  readonly category: string;
  readonly search: string;
  readonly searchSubmit: string;
};
export default styles;

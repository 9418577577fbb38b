// Written by scripts/check-styles.mjs --write from mode-tabs.module.css; do not edit.
declare const styles: {
  readonly active: string;
  readonly tab: string;
  readonly tabs: string;
};
export default styles;

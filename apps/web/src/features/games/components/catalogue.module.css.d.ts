// Written by scripts/check-styles.mjs --write from catalogue.module.css; do not edit.
declare const styles: {
  readonly catalogue: string;
  readonly chip: string;
  readonly classifyBar: string;
  readonly paging: string;
  readonly search: string;
  readonly tools: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from retry-block.module.css; do not edit.
declare const styles: {
  readonly retry: string;
};
export default styles;

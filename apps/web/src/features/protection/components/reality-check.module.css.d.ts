// Written by scripts/check-styles.mjs --write from reality-check.module.css; do not edit.
declare const styles: {
  readonly realityCheck: string;
  readonly realityCheckActions: string;
  readonly realityCheckLines: string;
  readonly realityCheckNet: string;
};
export default styles;

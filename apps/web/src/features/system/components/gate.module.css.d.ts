// Written by scripts/check-styles.mjs --write from gate.module.css; do not edit.
declare const styles: {
  readonly card: string;
  readonly gate: string;
  readonly icon: string;
  readonly ip: string;
  readonly notice: string;
  readonly socialLinks: string;
};
export default styles;

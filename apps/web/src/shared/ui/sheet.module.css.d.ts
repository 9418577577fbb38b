// Written by scripts/check-styles.mjs --write from sheet.module.css; do not edit.
declare const styles: {
  readonly gameFrame: string;
  readonly gameHead: string;
  readonly gamePanel: string;
  readonly pageFrame: string;
  readonly pagePanel: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from screens.module.css; do not edit.
declare const styles: {
  readonly providerHead: string;
  readonly screen: string;
};
export default styles;

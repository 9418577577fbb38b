// Written by scripts/check-styles.mjs --write from contracts.module.css; do not edit.
declare const styles: {
  readonly actions: string;
  readonly select: string;
  readonly status: string;
  readonly tierRow: string;
  readonly tiers: string;
};
export default styles;

// Written by scripts/check-styles.mjs --write from vip.module.css; do not edit.
declare const styles: {
  readonly bands: string;
  readonly benefits: string;
  readonly card: string;
  readonly cellMain: string;
  readonly cellSub: string;
  readonly hero: string;
  readonly levelName: string;
  readonly links: string;
  readonly me: string;
  readonly muted: string;
  readonly odds: string;
  readonly panel: string;
  readonly progress: string;
  readonly tab: string;
  readonly table: string;
  readonly tableWrap: string;
  readonly tabs: string;
  readonly tierBadge: string;
  readonly tierCard: string;
  readonly tierCards: string;
  readonly tierChip: string;
  readonly tierRange: string;
  readonly vip: string;
};
export default styles;

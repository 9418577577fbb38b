// Written by scripts/check-styles.mjs --write from install.module.css; do not edit.
declare const styles: {
  readonly alertOk: string;
  readonly app: string;
  readonly appHeader: string;
  readonly appHero: string;
  readonly backdrop: string;
  readonly bar: string;
  readonly barClose: string;
  readonly barGift: string;
  readonly barIcon: string;
  readonly barRating: string;
  readonly barText: string;
  readonly chevron: string;
  readonly empty: string;
  readonly guide: string;
  readonly guideActions: string;
  readonly options: string;
  readonly sheet: string;
  readonly sheetHead: string;
  readonly star: string;
  readonly stepNumber: string;
  readonly steps: string;
  readonly tips: string;
};
export default styles;

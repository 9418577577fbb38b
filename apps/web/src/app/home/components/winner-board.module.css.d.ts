// Written by scripts/check-styles.mjs --write from winner-board.module.css; do not edit.
export declare const amount: string;
export declare const board: string;
export declare const window: string;

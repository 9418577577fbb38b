// Written by scripts/check-styles.mjs --write from game.module.css; do not edit.
export declare const failed: string;
export declare const failedCard: string;
export declare const frame: string;
export declare const meter: string;
export declare const meterWin: string;
export declare const meters: string;
export declare const name: string;
export declare const round: string;
export declare const top: string;

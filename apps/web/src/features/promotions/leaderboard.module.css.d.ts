// Written by scripts/check-styles.mjs --write from leaderboard.module.css; do not edit.
export declare const countdown: string;
export declare const head: string;
export declare const list: string;
export declare const mine: string;
export declare const mineRow: string;
export declare const name: string;
export declare const prize: string;
export declare const rank: string;
export declare const row: string;
export declare const top: string;
export declare const you: string;

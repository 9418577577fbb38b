// Written by scripts/check-styles.mjs --write from sheet.module.css; do not edit.
export declare const gameFrame: string;
export declare const gameHead: string;
export declare const gamePanel: string;
export declare const pageFrame: string;
export declare const pagePanel: string;

// Written by scripts/check-styles.mjs --write from language-selector.module.css; do not edit.
export declare const current: string;
export declare const dismiss: string;
export declare const header: string;
export declare const list: string;
export declare const menu: string;
export declare const option: string;
export declare const selector: string;

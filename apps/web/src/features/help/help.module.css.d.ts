// Written by scripts/check-styles.mjs --write from help.module.css; do not edit.
export declare const active: string;
export declare const help: string;
export declare const menu: string;
export declare const panel: string;
export declare const title: string;

// Written by scripts/check-styles.mjs --write from menu-categories.module.css; do not edit.
export declare const active: string;
export declare const categories: string;
export declare const category: string;
export declare const placeholder: string;
export declare const search: string;
export declare const searchSubmit: string;

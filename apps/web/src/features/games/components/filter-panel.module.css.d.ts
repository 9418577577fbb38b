// Written by scripts/check-styles.mjs --write from filter-panel.module.css; do not edit.
export declare const chips: string;
export declare const panel: string;
export declare const vendors: string;

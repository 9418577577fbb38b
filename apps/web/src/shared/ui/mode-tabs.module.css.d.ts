// Written by scripts/check-styles.mjs --write from mode-tabs.module.css; do not edit.
export declare const active: string;
export declare const tab: string;
export declare const tabs: string;

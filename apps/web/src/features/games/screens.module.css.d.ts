// Written by scripts/check-styles.mjs --write from screens.module.css; do not edit.
export declare const providerHead: string;
export declare const screen: string;

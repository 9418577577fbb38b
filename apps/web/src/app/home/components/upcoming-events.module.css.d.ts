// Written by scripts/check-styles.mjs --write from upcoming-events.module.css; do not edit.
export declare const logo: string;
export declare const teams: string;
export declare const track: string;

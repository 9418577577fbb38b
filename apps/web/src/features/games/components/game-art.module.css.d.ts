// Written by scripts/check-styles.mjs --write from game-art.module.css; do not edit.
export declare const art: string;
export declare const drawn: string;
export declare const initials: string;

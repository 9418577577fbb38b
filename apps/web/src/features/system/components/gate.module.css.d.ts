// Written by scripts/check-styles.mjs --write from gate.module.css; do not edit.
export declare const card: string;
export declare const gate: string;
export declare const icon: string;
export declare const ip: string;
export declare const notice: string;
export declare const socialLinks: string;

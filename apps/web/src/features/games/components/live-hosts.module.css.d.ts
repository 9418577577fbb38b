// Written by scripts/check-styles.mjs --write from live-hosts.module.css; do not edit.
export declare const avatar: string;
export declare const host: string;
export declare const hosts: string;
export declare const name: string;
export declare const status: string;

// Written by scripts/check-styles.mjs --write from message.module.css; do not edit.
export declare const body: string;
export declare const centre: string;
export declare const chatWait: string;
export declare const deleteButton: string;
export declare const dot: string;
export declare const entries: string;
export declare const entry: string;
export declare const entryChevron: string;
export declare const entryIcon: string;
export declare const entryLabel: string;
export declare const head: string;
export declare const item: string;
export declare const itemDate: string;
export declare const itemHead: string;
export declare const itemTitle: string;
export declare const list: string;
export declare const more: string;

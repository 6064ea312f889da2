import type { Linter } from 'eslint';

/** Each server module and the modules whose public files its code imports (sorted). */
export function moduleGraph(): Record<string, string[]>;

declare const config: Linter.Config[];
export default config;

// Types of console-build.js, which test/global-setup.ts calls.
export declare const consoleOutDir: string;
export declare function consoleUpToDate(): boolean;
export declare function buildConsole(): Promise<void>;
export declare function ensureConsole(): Promise<boolean>;

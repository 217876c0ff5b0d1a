/** A hash of the contract the build speaks (vite.config.ts): what the device kept must be in its shape. */
declare const __CONTRACT_HASH__: string;

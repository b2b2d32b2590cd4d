/** Types of ensure-deps.mjs, which stays plain JavaScript: it runs before anything is installed. */
export declare const digestFile: string;
export declare function lockDigest(root: string): string;

export type PackagesState =
  | { fresh: true; link: string | null; digest: string; by: 'digest' | 'npm record' }
  | { fresh: false; link: string | null; digest?: string; reason: string };

export declare function packagesState(root?: string): PackagesState;
export declare function ensurePackages(options?: { root?: string; run?: (command: string) => unknown; onRefuse?: (message: string) => never }): PackagesState;

export declare const chromiumPath: string;
export declare function ensureChromium(): Promise<void>;

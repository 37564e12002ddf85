export declare const PREREQUISITES: [what: string, check: string, debianPackage: string][];
export declare function missingPrerequisites(): [what: string, check: string, debianPackage: string][];

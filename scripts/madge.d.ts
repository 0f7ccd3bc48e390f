/** The part of madge's API that scripts/check-cycles.ts uses (madge ships no types). */
declare module "madge" {
  type MadgeResult = {
    /** Each file (relative to baseDir) with the files it imports. */
    obj(): Record<string, string[]>;
    /** Every cycle of files, each as the files in it. */
    circular(): string[][];
  };
  export default function madge(
    paths: string | string[],
    config: { baseDir?: string; fileExtensions?: string[]; tsConfig?: string; excludeRegExp?: RegExp[] },
  ): Promise<MadgeResult>;
}

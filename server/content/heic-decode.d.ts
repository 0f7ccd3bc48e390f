/** heic-decode ships no types: the one call the server makes (server/content/images.ts). */
declare module "heic-decode" {
  export default function decode(input: {
    buffer: Uint8Array | ArrayBuffer;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

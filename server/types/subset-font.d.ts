// subset-font 2 (harfbuzz's hb-subset in WebAssembly) ships no types.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}

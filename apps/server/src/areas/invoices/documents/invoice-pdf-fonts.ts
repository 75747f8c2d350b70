// The fonts of an invoice's or a credit note's PDF, embedded so that every script staff can type prints as
// typed. Noto Sans (Latin, Greek, Cyrillic, currency signs) writes everything but Chinese and Japanese, which
// Noto Sans Hans writes (the Simplified Chinese cut of Noto Sans CJK, 30,000 characters): one font for both,
// simplified and traditional hanzi, Japanese kana and kanji (検, 営, 沢 included).
// The CJK font (8 MB) is read only when a text holds such a character, and used for those runs only, so a
// Polish name in a Chinese line keeps its Ł. pdfkit embeds each font as a subset of the glyphs used, with a
// ToUnicode map (the text reads back as typed), and names the subset from the font's id: no chance, the same
// document gives the same bytes. Korean Hangul is in neither font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Weight = 'regular' | 'bold';

// The packages export only their file list: the fonts sit in fonts/ beside dist/, where the entry point is.
const fontsOf = (pkg: string) => path.join(path.dirname(createRequire(import.meta.url).resolve(pkg)), '..', 'fonts');
const LATIN = fontsOf('@embedpdf/fonts-latin');
const CJK = fontsOf('@embedpdf/fonts-sc');

const LATIN_FILES: Record<Weight, string> = {
  regular: path.join(LATIN, 'NotoSans-Regular.ttf'),
  bold: path.join(LATIN, 'NotoSans-Bold.ttf'),
};
const CJK_FILES: Record<Weight, string> = {
  regular: path.join(CJK, 'NotoSansHans-Regular.otf'),
  bold: path.join(CJK, 'NotoSansHans-Bold.otf'),
};

// Read once per process, when first needed; pdfkit parses the bytes again for each document (lazily).
const loaded = new Map<string, Buffer>();
const bytesOf = (file: string) => {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    loaded.set(file, bytes);
  }
  return bytes;
};

// Han ideographs, kana, CJK punctuation and symbols, full-width forms: the characters the CJK font writes.
const CJK_CHAR =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u31c0-\u31ff\u3200-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/u;
const CJK_RUNS = new RegExp(`${CJK_CHAR.source}+`, 'gu');

// Noto Sans's ascent (per 1000 of the size): the baseline of every run of a mixed text, so a CJK run (whose
// font rises less) sits on the same line as the Latin around it.
const LATIN_ASCENT = 1069;

const fontName = (cjk: boolean, weight: Weight) => `${cjk ? 'NotoSansCJK' : 'NotoSans'}-${weight}`;

/** A text cut into runs, each written with one font: [text, is CJK]. */
export function runsOf(text: string): [string, boolean][] {
  const runs: [string, boolean][] = [];
  let at = 0;
  for (const match of text.matchAll(CJK_RUNS)) {
    if (match.index > at) runs.push([text.slice(at, match.index), false]);
    runs.push([match[0], true]);
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push([text.slice(at), false]);
  return runs;
}

/** Writes a document's text with the embedded fonts, a weight at a time. */
export class PdfText {
  private weight: Weight = 'regular';
  private size = 12;
  private readonly registered = new Set<string>();

  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** The weight of the text written next, at the given size and colour. */
  style(weight: Weight, size: number, color = 'black'): this {
    this.weight = weight;
    this.size = size;
    this.use(false);
    this.doc.fontSize(size).fillColor(color);
    return this;
  }

  /** Writes a text as doc.text does, each run in the font that has its characters. */
  text(text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}): this {
    const runs = runsOf(text.normalize('NFC'));
    const baseline = runs.length > 1 ? { baseline: -(LATIN_ASCENT / 1000) * this.size } : {};
    for (const [index, [run, cjk]] of runs.entries()) {
      this.use(cjk);
      const last = index === runs.length - 1;
      const runOptions = { ...options, ...baseline, ...(last ? {} : { continued: true }) };
      if (index === 0 && x !== undefined) this.doc.text(run, x, y, runOptions);
      else this.doc.text(run, runOptions);
    }
    this.use(false);
    return this;
  }

  /** The height a text takes at the width given: measured in the CJK font where it has such runs (wider). */
  heightOf(text: string, options: PDFKit.Mixins.TextOptions): number {
    const cjk = CJK_CHAR.test(text);
    this.use(cjk);
    const height = this.doc.heightOfString(text, options);
    this.use(false);
    return height;
  }

  private use(cjk: boolean) {
    const name = fontName(cjk, this.weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, bytesOf((cjk ? CJK_FILES : LATIN_FILES)[this.weight]));
      this.registered.add(name);
    }
    this.doc.font(name);
  }
}

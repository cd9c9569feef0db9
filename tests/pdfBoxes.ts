// A PDF read as its receiver's eyes would: each word's box per page from poppler's `pdftotext -bbox`, the boxes that
// overprint one another, and each page's text, so a test can say a document is legible and says what it must.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every word of the PDF with its box, in reading order, pages from 1. */
export function wordBoxes(pdf: Buffer): WordBox[] {
  const directory = mkdtempSync(join(tmpdir(), 'pdf-boxes-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const words: WordBox[] = [];
    let page = 0;
    for (const line of html.split('\n')) {
      if (line.includes('<page ')) page += 1;
      const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
      if (match) {
        const [, xMin, yMin, xMax, yMax, text] = match;
        words.push({ page, text: decode(text), xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) });
      }
    }
    return words;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Pairs of words on one page whose boxes cover each other by more than `slack` points both ways. */
export function overlaps(words: readonly WordBox[], slack = 0.5): [WordBox, WordBox][] {
  const found: [WordBox, WordBox][] = [];
  for (let i = 0; i < words.length; i += 1)
    for (let j = i + 1; j < words.length; j += 1) {
      const [a, b] = [words[i], words[j]];
      if (a.page !== b.page) continue;
      const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (across > slack && down > slack) found.push([a, b]);
    }
  return found;
}

/** Each page's words joined by spaces, to look for a phrase. */
export function pageTexts(words: readonly WordBox[]): string[] {
  const pages: string[][] = [];
  for (const word of words) (pages[word.page - 1] ??= []).push(word.text);
  return pages.map((page) => (page ?? []).join(' '));
}

/** How many pages the PDF has (poppler's pdfinfo). */
export function pageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** Each page's visual lines (words whose boxes share a baseline, left to right), to read a label beside its value. */
export function lineTexts(words: readonly WordBox[]): string[] {
  const lines = new Map<string, WordBox[]>();
  for (const word of words) {
    const key = `${word.page}:${Math.round(word.yMax)}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  return [...lines.values()].map((line) =>
    line
      .sort((a, b) => a.xMin - b.xMin)
      .map((word) => word.text)
      .join(' '),
  );
}

// The text lines of a PDF that pdfkit wrote with its built-in fonts: each content stream inflated, each TJ array's
// hex strings decoded (WinAnsi) and joined. Enough to read what a report says, not a general PDF reader.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue; // a font or an image, not text
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return lines;
}

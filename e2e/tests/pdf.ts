import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { PDFParse } from "pdf-parse";

/** pdfText reads the text of a downloaded PDF, with non-breaking spaces as spaces. */
export async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: await readFile((await download.path())!) });
  try {
    return (await parser.getText()).text.replace(/\u00a0/g, " ");
  } finally {
    await parser.destroy();
  }
}

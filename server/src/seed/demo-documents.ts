import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import type { Services } from '../core/services.ts';
import { storageKey } from '../modules/attachments/service.ts';
import { samplePng } from '../modules/attachments/sample-files.ts';

/** A one-page PDF showing a title and a few lines, so that the preview has something to show. */
export function onePagePdf(title: string, lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [`BT /F1 22 Tf 56 760 Td (${pdfText(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 56 ${720 - i * 20} Td (${pdfText(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What every demo startup keeps in its documents, by folder. */
const DOCUMENTS = (startup: string) => [
  { folder: 'Pitch', name: `${startup} pitch deck v3.pdf`, lines: ['Problem, solution, market, traction, team, ask.', 'Draft for the investor week.'] },
  { folder: 'Pitch', name: `${startup} one-pager.pdf`, lines: ['What we do in one page.'] },
  { folder: 'Legal', name: 'Pilot agreement template.pdf', lines: ['Two pages: scope, duration, price, data, exit.'] },
  { folder: 'Legal', name: 'Shareholders agreement (signed).pdf', lines: ['Signed by all founders.'] },
  { folder: 'Finance', name: 'Financial model 2026-2028.pdf', lines: ['Revenue, costs and hiring plan by quarter.'] },
  { folder: '', name: 'Team photo.png', image: true },
];

/** Stores real files for each startup, as if its people had uploaded them, so previews and downloads work. */
export async function seedDemoDocuments(services: Services, db: Db, incubatorId: string, owners: Map<string, string>, startups: Map<string, string>) {
  await fs.mkdir(services.storage.incomingDir, { recursive: true });
  for (const [name, startupId] of startups) {
    for (const doc of DOCUMENTS(name)) {
      const id = newId();
      const bytes = doc.image ? samplePng(320, 200, [47, 111, 79]) : onePagePdf(doc.name.replace(/\.pdf$/, ''), doc.lines ?? []);
      const mime = doc.image ? 'image/png' : 'application/pdf';
      const file = path.join(services.storage.incomingDir, `demo-${id}`);
      await fs.writeFile(file, bytes);
      await services.storage.putFile(storageKey(incubatorId, id), file, mime);
      await db.insert(schema.attachments).values({
        incubatorId,
        id,
        ownerId: owners.get(name)!,
        name: doc.name,
        fileType: mime,
        size: bytes.length,
        storageKey: storageKey(incubatorId, id),
        accessKey: randomBytes(32).toString('base64url'),
        referenceKind: 'startup',
        referenceId: startupId,
        folder: doc.folder,
      });
    }
  }
}

import type { AttachmentRow } from './repo.ts';

/**
 * Where the file is served. The access key is the capability (an <img> tag sends no bearer token);
 * the trailing name is only for people and for "save as": the server does not read it.
 */
export function fileUrl(row: Pick<AttachmentRow, 'id' | 'accessKey' | 'name'>): string {
  return `/api/files/${row.id}/${row.accessKey}/${encodeURIComponent(row.name)}`;
}

export function attachmentView(row: AttachmentRow) {
  const url = fileUrl(row);
  return {
    _id: row.id,
    name: row.name,
    fileType: row.fileType,
    fileUrl: url,
    url,
    pdfUrl: row.fileType === 'application/pdf' ? url : null,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    referenceKind: row.referenceKind,
    referenceId: row.referenceId,
    folder: row.folder,
  };
}

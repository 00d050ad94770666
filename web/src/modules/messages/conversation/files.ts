import { requestJson } from '../../../app/http/rest';

/** Uploads a file as the viewer's own, attached to nothing yet: sending the message attaches it. */
export function uploadMessageFile(file: File): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', file);
  return requestJson<{ _id: string; name: string }>('/api/attachment/upload', { body: form });
}

/** Pictures are shown; other files are links. */
export const isPicture = (fileType: string) => /^image\/(png|jpe?g|gif|webp)$/.test(fileType);

/** A file's size in the interface language: "820 KB", "2.4 MB". */
export function fileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit > 1 ? 1 : 0 }).format(value);
}

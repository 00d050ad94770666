const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export interface ExcerptPart {
  text: string;
  match: boolean;
}

/**
 * Reads an excerpt of the documentation search: escaped text in which only <mark> and </mark>
 * are tags. It becomes plain text parts, so nothing of it is ever inserted as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let match = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') match = true;
    else if (piece === '</mark>') match = false;
    else if (piece) parts.push({ text: piece.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]), match });
  }
  return parts;
}

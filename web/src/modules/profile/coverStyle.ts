import type { CSSProperties } from 'react';

/** A cover picture when there is one; otherwise a quiet band in the theme's colour. */
export function coverStyle(cover: string | null | undefined): CSSProperties {
  // Quoted, with quotes, backslashes and line breaks removed, so that no address can break out of url().
  if (cover) return { backgroundImage: `url("${cover.replace(/["\\\n]/g, '')}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  return { backgroundImage: 'linear-gradient(135deg, var(--mantine-color-teal-light), var(--mantine-color-blue-light))' };
}

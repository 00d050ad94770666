import { pickLabel } from '@seedbed/contracts/languages';
import { isInGroup, STAFF_LIKE } from '@seedbed/contracts/roles';
import type { LanguageLabel } from '../../app/tenant/publicIncubator';

export interface StartupTerm {
  singular: string;
  plural: string;
}

/** Languages where a noun, borrowed ones included, takes a regular plural suffix. */
const SUFFIX_S = new Set(['fr', 'es', 'pt', 'de']);

/**
 * The plural of an organisation's own term. Only the label itself is stored (spec 1 §3), so the
 * regular rule of the language is applied where there is one; in Arabic, Korean, Ukrainian and
 * Turkish the plural depends on the word (or is not marked), and the label is kept as typed.
 */
export function pluralOf(label: string, language: string): string {
  const lower = label.toLowerCase();
  if (language === 'en') {
    if (/[^aeiou]y$/.test(lower)) return `${label.slice(0, -1)}ies`;
    if (/(s|x|z|ch|sh)$/.test(lower)) return `${label}es`;
    return `${label}s`;
  }
  if (SUFFIX_S.has(language)) return /[sxz]$/.test(lower) ? label : `${label}s`;
  return label;
}

/**
 * Spec 1 §1 and §3: the word for 'startup' can be replaced per organisation and language. When
 * the replacement is active and has a label (the user's language, else English, else any), it
 * wins; otherwise the interface's own translation of 'Startup' / 'Startups' is used.
 */
export function startupTerm(alternative: { active: boolean | null; label: LanguageLabel[] | null } | null | undefined, language: string, fallback: StartupTerm): StartupTerm {
  const label = alternative?.active ? pickLabel(alternative.label, language)?.trim() : undefined;
  if (!label) return fallback;
  const labelLanguage = alternative?.label?.find((l) => l.value?.trim() === label)?.language ?? language;
  return { singular: label, plural: pluralOf(label, labelLanguage) };
}

/** Spec 1 §2.4: staff see the whole portfolio, so the plural; founders see their startup. */
export function startupTermFor(term: StartupTerm, roleType: string | null | undefined): string {
  return isInGroup(roleType, STAFF_LIKE) ? term.plural : term.singular;
}

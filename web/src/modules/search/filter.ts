import type { SearchDestination } from '../../app/features/types';

/** A searchable module, with its texts already in the interface language. */
export interface SearchModule {
  path: string;
  label: string;
  description: string;
  subsections: Array<{ path: string; label: string }>;
}

/** One line of the result list: a module, or a subsection shown under its module. */
export type SearchResult =
  | { kind: 'module'; id: string; path: string; label: string; description: string; subsectionCount: number; expanded: boolean }
  | { kind: 'subsection'; id: string; path: string; label: string; parentLabel: string };

/**
 * Spec 1 §2.9: only modules in the user's own menu are searchable. `menuNames` holds the names of
 * the sidebar entries the user may use.
 */
export function searchableDestinations(destinations: readonly SearchDestination[], menuNames: ReadonlySet<string>): SearchDestination[] {
  return destinations.filter((d) => menuNames.has(d.menuName));
}

/**
 * Case-insensitive, and accents do not count either ("resumé" finds "Resume", "événements" finds
 * "Evenements"): people type quickly in a search box.
 */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The result list for a query. A module is listed when its name or description matches, or when
 * one of its subsections does; under a listed module come the subsections whose name matches, or
 * all of them once the module is expanded (Tab on a selected module). An empty query lists every
 * module.
 */
export function filterSearch(modules: readonly SearchModule[], query: string, expanded: ReadonlySet<string> = new Set()): SearchResult[] {
  const needle = normalise(query.trim());
  const matches = (text: string) => normalise(text).includes(needle);
  return modules.flatMap((module) => {
    const matching = needle ? module.subsections.filter((s) => matches(s.label)) : [];
    const listed = !needle || matches(module.label) || matches(module.description) || matching.length > 0;
    if (!listed) return [];
    const isExpanded = expanded.has(module.path);
    const subsections = isExpanded ? module.subsections : matching;
    return [
      {
        kind: 'module' as const,
        id: module.path,
        path: module.path,
        label: module.label,
        description: module.description,
        subsectionCount: module.subsections.length,
        expanded: isExpanded,
      },
      ...subsections.map((s) => ({ kind: 'subsection' as const, id: `${module.path}>${s.path}`, path: s.path, label: s.label, parentLabel: module.label })),
    ];
  });
}

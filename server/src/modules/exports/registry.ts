import type { ExportType } from '@seedbed/contracts/exports';
import type { ExportTypeDefinition } from './export-type.ts';

const definitions = new Map<string, ExportTypeDefinition>();

/**
 * Adds the export types a module declares (`exportTypes` of its module.ts), once per process at
 * assembly. One definition per type: two would make "the users export" mean two files, so a
 * second declaration stops the start.
 */
export function declareExportTypes(moduleName: string, list: readonly ExportTypeDefinition[]): void {
  for (const definition of list) {
    const known = definitions.get(definition.type);
    if (known && known !== definition) throw new Error(`Module ${moduleName} declares a second export type ${definition.type}`);
    definitions.set(definition.type, definition);
  }
}

/** The definition of a type, when a module declared it. */
export const exportTypeDefinition = (type: string): ExportTypeDefinition | undefined => definitions.get(type);

/** The declared types, in the order the modules were listed. */
export const declaredExportTypes = (): ExportType[] => [...definitions.keys()] as ExportType[];

import { Kind, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type SelectionNode, type SelectionSetNode } from 'graphql';
import type { Feature, TimelineKind, TimelineKindModule } from '../../../app/features/types';

export interface LoadedKind extends TimelineKind, TimelineKindModule {}

/** Every kind the features declare, by `__typename`. */
export function declaredKinds(features: readonly Feature[]): TimelineKind[] {
  return features.flatMap((feature) => feature.timelineKinds ?? []);
}

/** Downloads every kind's fields and component; the timeline shows once they are all there. */
export async function loadKinds(kinds: readonly TimelineKind[]): Promise<ReadonlyMap<string, LoadedKind>> {
  const loaded = await Promise.all(kinds.map(async (kind) => ({ ...kind, ...(await kind.load()) })));
  return new Map(loaded.map((kind) => [kind.typename, kind]));
}

const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION;

/** A kind's own fragment is the first definition of its document; the rest are the fragments it spreads. */
function mainFragment(document: DocumentNode): FragmentDefinitionNode {
  const [first] = document.definitions;
  if (!first || !isFragment(first)) throw new Error('A timeline kind declares its fields as a fragment on its type');
  return first;
}

function spreadInto(selectionSet: SelectionSetNode, path: readonly string[], spreads: readonly SelectionNode[]): SelectionSetNode {
  const [head, ...rest] = path;
  return {
    ...selectionSet,
    selections: selectionSet.selections.map((selection) => {
      if (selection.kind !== Kind.FIELD || selection.name.value !== head || !selection.selectionSet) return selection;
      const inner =
        rest.length === 0 ? { ...selection.selectionSet, selections: [...selection.selectionSet.selections, ...spreads] } : spreadInto(selection.selectionSet, rest, spreads);
      return { ...selection, selectionSet: inner };
    }),
  };
}

/**
 * The timeline's query with each kind's fragment spread into `startupEvents.results`, and every
 * fragment it needs defined once: kinds are added by declaring them, never by editing the query.
 */
export function withKindFragments(base: DocumentNode, fragments: readonly DocumentNode[]): DocumentNode {
  const defined = new Map<string, FragmentDefinitionNode>();
  for (const definition of base.definitions.filter(isFragment)) defined.set(definition.name.value, definition);
  for (const document of fragments)
    for (const definition of document.definitions.filter(isFragment)) if (!defined.has(definition.name.value)) defined.set(definition.name.value, definition);
  const spreads: SelectionNode[] = fragments.map((document) => ({ kind: Kind.FRAGMENT_SPREAD, name: mainFragment(document).name }));
  const definitions = base.definitions.map((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? { ...definition, selectionSet: spreadInto(definition.selectionSet, ['startupEvents', 'results'], spreads) } : definition,
  );
  const operations = definitions.filter((definition) => !isFragment(definition));
  return { kind: Kind.DOCUMENT, definitions: [...operations, ...defined.values()] };
}

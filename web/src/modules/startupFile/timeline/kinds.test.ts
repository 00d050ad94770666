import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import type { Feature } from '../../../app/features/types';
import { graphql } from '../../../app/apollo/graphql';
import { FEATURES } from '../../../features';
import { EVENT_ITEM_FIELDS, MILESTONE_POST_FIELDS, STARTUP_EVENTS } from '../graphql';
import { declaredKinds, loadKinds, withKindFragments } from './kinds';

describe('timeline kinds', () => {
  it('declares notes and reached milestones here; other features add theirs by declaring them', async () => {
    expect(declaredKinds(FEATURES).map((k) => k.typename)).toEqual(expect.arrayContaining(['Event', 'MilestonePost']));
    const Component = () => null;
    const metrics: Feature = {
      id: 'metrics',
      timelineKinds: [{ typename: 'DataDueEvent', labelKey: 'm:due', load: async () => ({ fragment: MILESTONE_POST_FIELDS, Component }) }],
    };
    const kinds = await loadKinds(declaredKinds([metrics]));
    expect(kinds.get('DataDueEvent')?.Component).toBe(Component);
    expect(kinds.get('DataDueEvent')?.labelKey).toBe('m:due');
  });

  it("spreads each kind's fields into the timeline's query, defining every fragment once", () => {
    const query = print(withKindFragments(STARTUP_EVENTS, [EVENT_ITEM_FIELDS, MILESTONE_POST_FIELDS]));
    expect(query).toMatch(/results \{[^}]*__typename[\s\S]*\.\.\.EventItemFields\s+\.\.\.MilestonePostItemFields/);
    for (const name of ['TimelineAuthorFields', 'NoteFields', 'EventItemFields', 'MilestonePostItemFields', 'MilestoneFields', 'TimelineAttachmentFields']) {
      expect(query.match(new RegExp(`fragment ${name} on`, 'g')), name).toHaveLength(1);
    }
    expect(query.indexOf('query StartupEvents')).toBe(0);
  });

  it('refuses a kind whose fields are not a fragment', () => {
    const notAFragment = graphql('query Nope { __typename }');
    expect(() => withKindFragments(STARTUP_EVENTS, [notAFragment])).toThrow(/fragment/);
  });
});

import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { isLayout, type Question } from '@seedbed/contracts/forms';
import { CUSTOM_FIELDS, questionsOf, type Entity } from './graphql';

export interface CustomFieldGroup {
  entity: Entity;
  /** The fields that take an answer, in their form's order. */
  fields: Question[];
}

/**
 * The organisation's custom fields of startups and people: by id (what a `custom_field` question
 * stands for, FormFiller's `customFields`; undefined until both lists arrive or when skipped) and
 * by entity (the builder's "Custom field" menu).
 */
export function useCustomFields({ skip = false } = {}): { map: ReadonlyMap<string, Question> | undefined; groups: CustomFieldGroup[] } {
  const startups = useQuery(CUSTOM_FIELDS, { variables: { entity: 'STARTUP' }, skip });
  const people = useQuery(CUSTOM_FIELDS, { variables: { entity: 'USER' }, skip });
  const startupFields = startups.data?.customFields;
  const peopleFields = people.data?.customFields;
  return useMemo(() => {
    const startup = questionsOf(startupFields ?? []).filter((q) => !isLayout(q));
    const user = questionsOf(peopleFields ?? []).filter((q) => !isLayout(q));
    const map = startupFields && peopleFields ? new Map([...startup, ...user].map((q) => [q._id, q])) : undefined;
    return {
      map,
      groups: [
        { entity: 'STARTUP', fields: startup },
        { entity: 'USER', fields: user },
      ],
    };
  }, [startupFields, peopleFields]);
}

import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useShellUser } from '../../../shell/user/useShellUser';
import { STARTUP_INDUSTRY_CHOICES, STARTUP_PROGRAM_CHOICES, STARTUP_TAG_CHOICES } from '../graphql';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The programmes, tags and industries offered by the filters, forms and bulk actions. Industries
 * are asked for only by those who may see them (INDUSTRIES:VIEW): for anyone else the list would
 * be refused, and its filter and field are not shown.
 */
export function useStartupChoices() {
  const { user } = useShellUser();
  const seesIndustries = Boolean(user?.permissions['INDUSTRIES:VIEW']);
  const programs = useQuery(STARTUP_PROGRAM_CHOICES, { fetchPolicy: 'cache-and-network' });
  const tags = useQuery(STARTUP_TAG_CHOICES, { fetchPolicy: 'cache-and-network' });
  const industries = useQuery(STARTUP_INDUSTRY_CHOICES, { fetchPolicy: 'cache-and-network', skip: !seesIndustries });
  return useMemo(
    () => ({
      programs: (programs.data?.programs ?? []).map((p): Choice => ({ value: p._id, label: p.cohort ? `${p.name} (${p.cohort})` : p.name })),
      tags: (tags.data?.startupTags ?? []).map((tag): Choice => ({ value: tag._id, label: tag.name })),
      industries: (industries.data?.industries ?? []).map((i): Choice => ({ value: i._id, label: i.name })),
      seesIndustries,
      refetchTags: () => void tags.refetch(),
    }),
    [programs.data, tags.data, industries.data, seesIndustries, tags],
  );
}

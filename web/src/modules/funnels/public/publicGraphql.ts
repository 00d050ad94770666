import { graphql } from '../../../app/apollo/graphql';
import { LAYOUT_FIELDS } from '../../auth/login/layoutCustomization';
import { PAGE_BLOCK } from '../graphql';

const PUBLIC_FUNNEL = graphql(`
  fragment PublicFunnelFields on PublicFunnel {
    _id name summary slug status isOpen applyBlocker hasPage
    rounds { _id name opensAt closesAt isOpen }
  }
`);

export const EXPLORE_FUNNELS = graphql(
  `
  query ExploreFunnels { publicFunnels { ...PublicFunnelFields } }
`,
  [PUBLIC_FUNNEL],
);

export const PUBLIC_PROGRAM = graphql(
  `
  query PublicProgram($slug: String!) { publicProgram(slug: $slug) { ...PublicFunnelFields page { ...FunnelPageBlockFields } } }
`,
  [PUBLIC_FUNNEL, PAGE_BLOCK],
);

/** The apply screens are styled like the login screen, with the organisation's APPLY layout. */
export const APPLY_LAYOUT = graphql(
  `
  query ApplyLayoutCustomization { layoutCustomization(screen: APPLY) { ...LayoutFields } }
`,
  [LAYOUT_FIELDS],
);

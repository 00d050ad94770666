import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const DASHBOARD_WIDGET = graphql(`
  fragment DashboardWidgetFields on DashboardWidget {
    _id
    kind
    title { language value }
    body { language value }
    roleTypes
    position
  }
`);

/** The texts placed for the viewer's role. */
export const DASHBOARD_WIDGETS = graphql(
  `
  query DashboardWidgets {
    dashboardWidgets { ...DashboardWidgetFields }
  }
`,
  [DASHBOARD_WIDGET],
);

/** Every text, for an admin arranging them. */
export const ALL_DASHBOARD_WIDGETS = graphql(
  `
  query AllDashboardWidgets {
    dashboardWidgets(all: true) { ...DashboardWidgetFields }
  }
`,
  [DASHBOARD_WIDGET],
);

export const CREATE_DASHBOARD_WIDGET = graphql(
  `
  mutation CreateDashboardWidget($data: DashboardWidgetInput!) {
    createDashboardWidget(data: $data) { ...DashboardWidgetFields }
  }
`,
  [DASHBOARD_WIDGET],
);

export const UPDATE_DASHBOARD_WIDGET = graphql(
  `
  mutation UpdateDashboardWidget($widgetId: ID!, $data: DashboardWidgetInput!) {
    updateDashboardWidget(widgetId: $widgetId, data: $data) { ...DashboardWidgetFields }
  }
`,
  [DASHBOARD_WIDGET],
);

export const DELETE_DASHBOARD_WIDGET = graphql(`
  mutation DeleteDashboardWidget($widgetId: ID!) {
    deleteDashboardWidget(widgetId: $widgetId)
  }
`);

export const MOVE_DASHBOARD_WIDGET = graphql(
  `
  mutation MoveDashboardWidget($widgetId: ID!, $position: Int!) {
    moveDashboardWidget(widgetId: $widgetId, position: $position) { ...DashboardWidgetFields }
  }
`,
  [DASHBOARD_WIDGET],
);

export type DashboardWidget = ResultOf<typeof DASHBOARD_WIDGET>;

/** After any change, both lists are asked again: the admin's and their own home page's. */
export const WIDGET_LISTS = ['DashboardWidgets', 'AllDashboardWidgets'];

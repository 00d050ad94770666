import { shellUserData } from '../../../test/shellUser';

/** A cofounder of startup s1 on a plan that collects data. */
export function founderShellUser(roleType = 'cofounder') {
  const data = shellUserData({ roleType, flags: ['dataCollection'] });
  return { ...data, currentUser: { ...data.currentUser, startups: [{ __typename: 'Startup', _id: 's1', name: 'Acme' }] } };
}

export const checker = (pending: { id: string; type: 'CATEGORIZATION' | 'METRICS'; date: string | null } | null, complete = false) => ({
  data: {
    startup: { __typename: 'Startup', _id: 's1', initialCategorizationComplete: complete },
    pendingDataForm: pending ? { __typename: 'PendingDataForm', ...pending } : null,
  },
});

interface ItemSpec {
  id: string;
  name: string;
  unitType: string;
  value?: string | null;
  number?: number | null;
  previousNumber?: number | null;
  formula?: string | null;
  explanation?: string | null;
}

export const metric = (spec: ItemSpec) => ({
  __typename: 'MetricData',
  id: spec.id,
  value: spec.value ?? null,
  dateValue: null,
  number: spec.number ?? null,
  explanation: spec.explanation ?? null,
  previousNumber: spec.previousNumber ?? null,
  onBehalf: false,
  enteredAt: null,
  enteredBy: null,
  metric: {
    __typename: 'Metric',
    _id: `m-${spec.id}`,
    name: spec.name,
    description: '',
    category: 'non-tagged',
    calculated: Boolean(spec.formula),
    formula: spec.formula ?? null,
    trackingRecurrence: { __typename: 'MetricTrackingRecurrence', amount: 1, type: 'monthly' },
    unitOfMeasure: { __typename: 'MetricUnitOfMeasure', unitType: spec.unitType, customName: null },
  },
  metadata: { __typename: 'MetricDataMetadata', customLabel: null },
});

/** One period: customers (less than 1000), revenue, and the margin calculated from revenue. */
export function period(overrides: { submittedAt?: string | null; customers?: Partial<ItemSpec> } = {}) {
  return {
    __typename: 'MetricPeriod',
    id: 'p1',
    from: '2025-01-01',
    to: '2025-01-31',
    dueDate: '2025-02-10',
    submittedAt: overrides.submittedAt ?? null,
    explanationFactor: 3,
    data: [
      metric({ id: 'd-customers', name: 'Customers', unitType: 'CUSTOMER', previousNumber: 100, ...overrides.customers }),
      metric({ id: 'd-revenue', name: 'Revenue', unitType: 'MONETARY' }),
      metric({ id: 'd-margin', name: 'Margin', unitType: 'MONETARY', formula: '{m-d-revenue} * 2' }),
    ],
    validations: [
      {
        __typename: 'MetricValidation',
        dataId: 'd-customers',
        validation: [{ __typename: 'MetricRuleView', kind: 'lessThan', value: 1000, metricId: null, metricIds: null, customLabel: null }],
      },
    ],
  };
}

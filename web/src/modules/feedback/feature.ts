import { IconMessageStar } from '@tabler/icons-react';
import type { Feature, ShellUser } from '../../app/features/types';

/** Who works with requests: creators see their own, FEEDBACK_REQUEST:VIEW every one. */
export const managesFeedback = (user: ShellUser) =>
  Boolean(user.flags.feedbackForms && (user.permissions['FEEDBACK_REQUEST:CREATE'] || user.permissions['FEEDBACK_REQUEST:VIEW'] || user.permissions['FEEDBACK_REQUEST:EDIT']));

/**
 * Feedback requests and surveys (spec 3 §2, feedbackForms): /feedback/management to send a
 * feedback form and follow its answers, /feedback/:id for one request and its summary,
 * /survey/:id where each person asked answers; the startup file's feedback tab.
 */
export const feedbackFeature: Feature = {
  id: 'feedback',
  namespace: 'feedback',
  routes: [
    {
      path: 'feedback/management',
      titleKey: 'feedback:titles.management',
      access: { flag: 'feedbackForms', permission: 'FEEDBACK_REQUEST:CREATE' },
      page: async () => ({ Component: (await import('./management/RequestsPage')).RequestsPage }),
    },
    {
      path: 'feedback/management/new',
      titleKey: 'feedback:titles.new',
      access: { flag: 'feedbackForms', permission: 'FEEDBACK_REQUEST:CREATE' },
      page: async () => ({ Component: (await import('./management/RequestsPage')).NewRequestPage }),
    },
    {
      path: 'feedback/:id',
      titleKey: 'feedback:titles.request',
      access: { flag: 'feedbackForms' },
      page: async () => ({ Component: (await import('./request/RequestPage')).RequestPage }),
    },
    {
      // What the viewer is asked: the place /feedback leads to for those who only answer.
      path: 'feedback',
      titleKey: 'feedback:titles.mine',
      access: { flag: 'feedbackForms' },
      page: async () => ({ Component: (await import('./survey/MyRequestsPage')).MyRequestsPage }),
    },
    {
      path: 'survey/:id',
      titleKey: 'feedback:titles.survey',
      access: { flag: 'feedbackForms' },
      page: async () => ({ Component: (await import('./survey/SurveyPage')).SurveyPage }),
    },
  ],
  menu: [{ name: 'feedbackManagement', labelKey: 'feedback:nav.management', icon: IconMessageStar, path: '/feedback/management', quickModal: true }],
  search: [{ menuName: 'feedbackManagement', path: '/feedback/management', labelKey: 'feedback:search.label', descriptionKey: 'feedback:search.description' }],
  create: [{ id: 'feedbackRequest', labelKey: 'feedback:create.request', icon: IconMessageStar, permission: 'FEEDBACK_REQUEST:CREATE', to: '/feedback/management/new' }],
  startupFileTabs: [
    {
      id: 'feedback',
      labelKey: 'feedback:tab.label',
      path: 'feedback',
      order: 80,
      flag: 'feedbackForms',
      visible: ({ user }) => managesFeedback(user),
      page: async () => ({ Component: (await import('./startup/StartupFeedbackTab')).StartupFeedbackTab }),
    },
  ],
};

/** Answers of the server as the custom fields' tests need them. */

const en = (value: string) => [{ language: 'en', value }];

export const MODEL = {
  _id: 'model',
  questionType: 'select_radio',
  behavesAs: 'question',
  label: en('Business model'),
  description: [],
  validations: { required: true },
  options: [
    { value: 'b2b', labels: en('B2B') },
    { value: 'b2c', labels: en('B2C') },
  ],
};
export const EMPLOYEES = { _id: 'employees', questionType: 'number', behavesAs: 'question', label: en('Employees'), description: [], validations: { min: 0 }, options: [] };
export const BUYERS = { _id: 'buyers', questionType: 'text', behavesAs: 'question', label: en('Who buys'), description: [], validations: {}, options: [] };
export const LINKEDIN = { _id: 'linkedin', questionType: 'text_link', behavesAs: 'question', label: en('LinkedIn'), description: [], validations: {}, options: [] };

export const question = (q: { _id: string }) => ({ __typename: 'FormQuestion', _id: q._id, definition: JSON.stringify(q) });

export const customFields = (...list: Array<{ _id: string }>) => ({ data: { customFields: list.map(question) } });

export const values = (answers: Record<string, unknown>, patch: Record<string, unknown> = {}) => ({
  __typename: 'CustomFieldValues',
  subjectId: 's1',
  versionId: 'v1',
  answers: JSON.stringify(answers),
  updatedAt: Object.keys(answers).length ? '2027-03-01T10:00:00.000Z' : null,
  canEdit: true,
  updatedBy: Object.keys(answers).length ? { __typename: 'Person', _id: 'u1', fullName: 'Fay Founder' } : null,
  questions: [question(MODEL), question(EMPLOYEES), question(BUYERS)],
  ...patch,
});

import { validationError } from '../../core/errors.ts';
import { builder } from '../../core/schema-builder.ts';
import { viewerLesson } from './lessons.ts';
import { answersRevealed, attemptResults, attemptsLeft, attemptsOf, submitQuiz, type AttemptResult } from './quiz.ts';
import type { QuizAttemptRow } from './repo.ts';
import { courseLoaders, CourseUnit } from './types.ts';

const QuestionResult = builder.objectRef<AttemptResult>('CourseQuizAttemptResult').implement({
  description: 'How one graded question of an attempt went.',
  fields: (t) => ({
    questionId: t.exposeString('questionId', { nullable: false }),
    correct: t.exposeBoolean('correct', { nullable: false }),
    chosen: t.exposeStringList('chosen', { nullable: false, description: 'The values of the options chosen.' }),
    correctValues: t.exposeStringList('correctValues', {
      nullable: false,
      description: 'The values of the right options: empty until the learner passed or has no attempt left.',
    }),
    feedback: t.exposeStringList('feedback', { nullable: false, description: "What the quiz says about each option chosen, in the viewer's language." }),
  }),
});

/** Whether an attempt's learner may read the right answers now. */
async function revealed(ctx: Parameters<typeof attemptsOf>[0], attempt: QuizAttemptRow): Promise<boolean> {
  const unit = await courseLoaders(ctx).unit.load(attempt.unitId);
  return unit ? answersRevealed(unit, await attemptsOf(ctx, attempt.unitId, attempt.userId)) : false;
}

export const CourseQuizAttempt = builder.objectRef<QuizAttemptRow>('CourseQuizAttempt').implement({
  description: 'One attempt at a quiz: its score in percent, passed or not, and its results per question.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    attempt: t.exposeInt('attempt', { nullable: false, description: 'Its number, from 1.' }),
    score: t.exposeInt('score', { nullable: false }),
    passed: t.exposeBoolean('passed', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    results: t.field({
      type: [QuestionResult],
      nullable: false,
      resolve: async (row, _a, ctx) => attemptResults(ctx, row, await revealed(ctx, row)),
    }),
  }),
});

builder.objectFields(CourseUnit, (t) => ({
  viewerAttempts: t.field({
    type: [CourseQuizAttempt],
    nullable: false,
    description: "QUIZ: the viewer's attempts, first first.",
    resolve: async (unit, _a, ctx) => {
      const lesson = await viewerLesson(ctx, unit);
      return unit.type === 'QUIZ' && lesson.visible && lesson.enrolment ? attemptsOf(ctx, unit.id, lesson.enrolment.userId) : [];
    },
  }),
  attemptsLeft: t.int({
    description: 'QUIZ: attempts the viewer has left (0 once passed); null when any number is allowed, and for other lessons.',
    resolve: async (unit, _a, ctx) => {
      const lesson = await viewerLesson(ctx, unit);
      if (unit.type !== 'QUIZ') return null;
      return attemptsLeft(unit, lesson.visible && lesson.enrolment ? await attemptsOf(ctx, unit.id, lesson.enrolment.userId) : []);
    },
  }),
}));

function parseAnswers(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

builder.mutationFields((t) => ({
  submitQuiz: t.field({
    type: CourseQuizAttempt,
    nullable: false,
    description: "Sends the viewer's answers to a released QUIZ: graded at once; passing completes the lesson.",
    args: { unitId: t.arg.id({ required: true }), answers: t.arg.string({ required: true, description: 'JSON: question id → value.' }) },
    resolve: (_r, { unitId, answers }, ctx) => submitQuiz(ctx, { answers: parseAnswers(answers) }, unitId),
  }),
}));

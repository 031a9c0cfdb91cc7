// The question editor's measured difficulty (issue 46, 'Beyond the spec 1'): Question.measuredDifficulty, the shares of
// 'Ja' without a tip, with a tip and after the model answer for the question and each step, with their counts. Who and
// which mark counts is the domain's (server/domain/admin/difficulty.ts); authors and admins, as the rest of the editor.
import { builder } from '../builder.ts';
import { questionDifficulty, type MeasuredGroup, type MeasuredStep, type MeasuredStrategy, type QuestionDifficulty } from '../../domain/admin/difficulty.ts';
import { ComplexityEnum } from '../topics/types.ts';

const backOffice = { area: 'admin' } as const;

const Group = builder.objectRef<MeasuredGroup>('MeasuredShare').implement({
  description: 'The counted marks of one group (without a tip, with a tip, after the model answer): each student’s latest mark of a step.',
  fields: (t) => ({
    students: t.exposeInt('students', { description: 'Students with a counted mark in this group.' }),
    marks: t.exposeInt('marks', { description: 'Counted marks in this group (per step: one per student).' }),
    yes: t.exposeInt('yes', { description: "Of those, the 'Ja' marks." }),
    share: t.exposeFloat('share', { nullable: true, description: 'yes / marks, 0 to 1; null without marks.' }),
  }),
});

const Step = builder.objectRef<MeasuredStep>('MeasuredStep').implement({
  description: 'A step of a solution strategy with its measured shares.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: '1, 2, … within its strategy.' }),
    points: t.exposeInt('points'),
    students: t.exposeInt('students', { description: 'Students with a counted mark of the step.' }),
    withoutTip: t.field({ type: Group, description: 'Marks made before any tip or model answer.', resolve: (f) => f.withoutTip }),
    withTip: t.field({ type: Group, description: 'Marks made after a tip of the question, before the model answer.', resolve: (f) => f.withTip }),
    afterAnswer: t.field({ type: Group, description: "Marks made after the step's (or the whole question's) model answer was seen.", resolve: (f) => f.afterAnswer }),
  }),
});

const Strategy = builder.objectRef<MeasuredStrategy>('MeasuredStrategy').implement({
  description: 'A solution strategy of the question with its steps.',
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.exposeString('status', { description: 'concept or published.' }),
    steps: t.field({ type: [Step], resolve: (s) => s.steps }),
  }),
});

const Difficulty = builder.objectRef<QuestionDifficulty>('MeasuredDifficulty').implement({
  description:
    "The shares of 'Ja' students gave the question's steps in self-marking, beside the authored complexity and P-waarde. Students are anonymous devices and accounts with the role leerling (counted, never named); per student and step their latest mark counts; the question's shares pool the marks of all its steps.",
  fields: (t) => ({
    students: t.exposeInt('students', { description: 'Students with a counted mark of any step.' }),
    withoutTip: t.field({ type: Group, description: 'Marks made before any tip or model answer.', resolve: (f) => f.withoutTip }),
    withTip: t.field({ type: Group, description: 'Marks made after a tip of the question, before the model answer.', resolve: (f) => f.withTip }),
    afterAnswer: t.field({ type: Group, description: "Marks made after the step's (or the whole question's) model answer was seen.", resolve: (f) => f.afterAnswer }),
    complexity: t.field({ type: ComplexityEnum, nullable: true, description: 'The authored complexity.', resolve: (d) => d.complexity }),
    proportionValue: t.exposeInt('proportionValue', { nullable: true, description: 'The authored P-waarde, 0-100.' }),
    measuredComplexity: t.field({
      type: ComplexityEnum,
      nullable: true,
      description: "From the marks without a tip: low at ≥ 70 % 'Ja', high below 40 %, else average; null with fewer than 5 students.",
      resolve: (d) => d.measuredComplexity,
    }),
    disagrees: t.exposeBoolean('disagrees', { description: 'The authored complexity is set and differs from the measured one.' }),
    strategies: t.field({ type: [Strategy], description: 'Every solution strategy, by position.', resolve: (d) => d.strategies }),
  }),
});

builder.prismaObjectFields('Question', (t) => ({
  measuredDifficulty: t.field({
    type: Difficulty,
    nullable: true,
    description: 'The measured difficulty beside the authored one, per question and step. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: async (question, _a, ctx) => {
      const result = await questionDifficulty(ctx, question.id);
      return result.kind === 'ok' ? result.difficulty : null;
    },
  }),
}));

// Where the class gets stuck (issue 11, beyond the spec) in GraphQL: Query.setHeatmap, per question of a set the
// viewer made and per step of its strategies, how many students needed a tip, looked at the model answer or marked the
// step 'Nee', and whether the tips helped. Students are counted, never named. The figures are
// server/domain/classroom/heatmap.ts's. AnswerSection.urlId is what the student pages send with a step's log event.
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors/types.ts';
import { mayOpenArea } from '../../domain/access/grants.ts';
import { setHeatmap, type Heatmap, type HeatmapQuestion, type HeatmapStep, type HeatmapStrategy } from '../../domain/classroom/heatmap.ts';

builder.prismaObjectField('AnswerSection', 'urlId', (t) =>
  t.string({
    description: "The step's id in the REST API: POST /api/log takes it as section_id with a step's tip, model answer or Ja/Nee mark.",
    select: { id: true },
    resolve: (s, _a, ctx) => ctx.ids.encode(s.id),
  }),
);

const HeatmapStepRef = builder.objectRef<HeatmapStep>('HeatmapStep').implement({
  description: 'One step of a strategy, with how many students got stuck on it.',
  fields: (t) => ({
    sectionId: t.globalID({ resolve: (s) => ({ type: 'AnswerSection', id: s.sectionId }) }),
    position: t.exposeInt('position', { description: 'Stap 1, 2, … of its strategy.' }),
    points: t.exposeInt('points'),
    tips: t.exposeInt('tips', { description: 'Students who took a tip on this step.' }),
    elaborations: t.exposeInt('elaborations', { description: 'Students who looked at its model answer (uitwerking).' }),
    no: t.exposeInt('no', { description: "Students whose last mark of the step was 'Nee'." }),
    stuck: t.exposeInt('stuck', { description: 'Students with any of the three.' }),
  }),
});

const HeatmapStrategyRef = builder.objectRef<HeatmapStrategy>('HeatmapStrategy').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    steps: t.field({ type: [HeatmapStepRef], resolve: (s) => s.steps }),
  }),
});

const HeatmapQuestionRef = builder.objectRef<HeatmapQuestion>('HeatmapQuestion').implement({
  description: 'A question of the set with its steps.',
  fields: (t) => ({
    questionId: t.globalID({ resolve: (q) => ({ type: 'Question', id: q.questionId }) }),
    number: t.exposeInt('number'),
    topicName: t.exposeString('topicName'),
    students: t.exposeInt('students', { description: 'Students who worked on the question.' }),
    tipStudents: t.exposeInt('tipStudents', { description: 'Students who took a tip on one of its steps.' }),
    helpedStudents: t.exposeInt('helpedStudents', { description: "Of those, the students who then answered 'Ja' on that step." }),
    tipsUsed: t.exposeInt('tipsUsed', { description: "Tips taken on the question, on a step or not: the overview's 'Tips gebruikt', per question." }),
    elaborationsSeen: t.exposeInt('elaborationsSeen', { description: 'Model answers looked at on the question, on a step or not.' }),
    tipsHelped: t.exposeFloat('tipsHelped', { nullable: true, description: 'helpedStudents / tipStudents (0 to 1); null when nobody took a tip on a step.' }),
    strategies: t.field({
      type: [HeatmapStrategyRef],
      description: 'The strategies students see; [] where the exam does not show its answers (no steps to get stuck on).',
      resolve: (q) => q.strategies,
    }),
  }),
});

const SetHeatmapRef = builder.objectRef<Heatmap>('SetHeatmap').implement({
  description: "Where the class got stuck in a set: per question and step, from the set's activity and the students' saved scores.",
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, h, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: h.streamId } }) }),
    students: t.exposeInt('students', { description: 'Students (accounts and anonymous devices) who used the set; the owner not counted.' }),
    tipsUsed: t.exposeInt('tipsUsed', { description: "Tips the class took in the set: the overview's 'Tips gebruikt'." }),
    elaborationsSeen: t.exposeInt('elaborationsSeen', { description: 'Model answers the class looked at in the set.' }),
    questions: t.field({ type: [HeatmapQuestionRef], description: "In the set's order.", resolve: (h) => h.questions }),
  }),
});

builder.queryField('setHeatmap', (t) =>
  t.field({
    type: SetHeatmapRef,
    description: 'The heatmap of a set by its link key, for its owner and admins (the area students); a NotFoundError for anyone else and for an unknown key.',
    args: { key: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const access = await ctx.actor.access();
      const heatmap = mayOpenArea(access, 'students') && args.key.length <= 40 ? await setHeatmap(ctx.db, access, ctx.actor.user?.id ?? null, args.key) : null;
      if (!heatmap) throw new NotFoundError();
      return heatmap;
    },
  }),
);

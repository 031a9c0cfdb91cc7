import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { idOf, optionalIdOf } from '../ids.ts';
import { examOptions, partOptions, questionOptions, sendFeedback, streamOptions, type Part } from '../../domain/feedback/feedback.ts';
import { ValidationError } from '../errors/types.ts';

const FeedbackOption = builder.objectRef<{ label: string; value: string | null; info?: string }>('FeedbackOption').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    value: t.exposeString('value', { nullable: true, description: 'Pass back as the id of the next step; null for the question as a whole.' }),
    info: t.exposeString('info', { nullable: true }),
  }),
});

const encodePart = (part: Part | null) => (part ? `${part.kind}:${part.id}` : null);
const decodePart = (text: string | null | undefined): Part | null => {
  const m = /^(tip|section):(\d+)$/.exec(text ?? '');
  return m ? { kind: m[1] as Part['kind'], id: Number(m[2]) } : null;
};

builder.queryField('feedbackOptions', (t) =>
  t.field({
    type: [FeedbackOption],
    description: 'The choices of the feedback form: streams; with streamId its exams; with examId its questions; with questionId its parts.',
    args: { streamId: t.arg.id(), examId: t.arg.id(), questionId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      if (args.questionId) {
        const id = idOf(args.questionId, 'Question');
        return id ? (await partOptions(ctx, { questionId: id })).map((o) => ({ ...o, value: encodePart(o.value) })) : [];
      }
      if (args.examId) {
        const id = idOf(args.examId, 'Exam');
        return id ? (await questionOptions(ctx.db, id)).map((o) => ({ ...o, value: encodeGlobalID('Question', o.value) })) : [];
      }
      if (args.streamId) {
        const id = idOf(args.streamId, 'Stream');
        return id ? (await examOptions(ctx.db, id)).map((o) => ({ ...o, value: encodeGlobalID('Exam', o.value) })) : [];
      }
      return (await streamOptions(ctx.db)).map((o) => ({ ...o, value: encodeGlobalID('Stream', o.value) }));
    },
  }),
);

const FeedbackInput = builder.inputType('FeedbackInput', {
  fields: (t) => ({
    feedback: t.string({ required: true }),
    streamId: t.id(),
    examId: t.id(),
    questionId: t.id(),
    part: t.string(),
    collectionId: t.id(),
  }),
});

builder.mutationField('sendFeedback', (t) =>
  t.field({
    type: builder.objectRef<{ ok: true }>('SendFeedbackSuccess').implement({ fields: (f) => ({ ok: f.exposeBoolean('ok') }) }),
    description: 'Sends feedback to the editors; everyone may, signed in or not.',
    args: { input: t.arg({ type: FeedbackInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, { input }, ctx) => {
      const id = optionalIdOf;
      const result = await sendFeedback(
        ctx,
        {
          feedback: input.feedback,
          streamId: id(input.streamId, 'Stream'),
          examId: id(input.examId, 'Exam'),
          questionId: id(input.questionId, 'Question'),
          collectionId: id(input.collectionId, 'Collection'),
          part: decodePart(input.part),
        },
        { to: ctx.config.feedbackEmail },
      );
      if (result.kind === 'invalid') throw new ValidationError(result.errors);
      return { ok: true as const };
    },
  }),
);

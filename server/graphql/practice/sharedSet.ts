// A shared set as its students read it (document 2 §2.3-§2.4): by its link key, without signing in, counted against
// fair use per device (server/domain/collections/fairUse.ts). Its questions come with their tips, and with their
// solution strategies only where the exam shows its answers (the domain's SHOWN_ANSWERS rule, as for REST), and with
// every formula those pages show drawn beforehand, so they need no KaTeX script.
import { builder } from '../builder.ts';
import { openSharedSet, SHOWN_ANSWERS, SHOWN_TIPS } from '../../domain/collections/read.ts';
import { renderFormulas } from '../../domain/content/formulas.ts';
import { broughtIn } from '../../domain/topics/page.ts';
import { dependencyOrder } from '../topics/question.ts';
import { RenderedFormulaRef } from '../formulas.ts';
import { ErrorInterface, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { setLabels } from '../../domain/collections/labels.ts';
import { NEW_DEVICE_WINDOW_MINUTES } from '../../domain/collections/fairUse.ts';

const byPosition = [{ position: 'asc' as const }, { id: 'asc' as const }];
/** A set's readers see the tips on a question where its exam shows its answers. */

/** Over the fair-use limit: 'Helaas...'. */
export class FairUseError extends Error {
  constructor() {
    super(NL.fairUse);
  }
}
builder.objectType(FairUseError, { name: 'FairUseError', interfaces: [ErrorInterface], fields: () => ({}) });

/** Too many new devices from one address for now (server/domain/collections/fairUse.ts NEW_DEVICES_PER_ADDRESS). */
export class NewDevicesError extends Error {
  constructor() {
    super(NL.newDevices);
  }
}
builder.objectType(NewDevicesError, {
  name: 'NewDevicesError',
  interfaces: [ErrorInterface],
  description: 'One client address brought in as many new devices as fair use allows for now; try again later.',
  fields: (t) => ({ retryAfterMinutes: t.int({ resolve: () => NEW_DEVICE_WINDOW_MINUTES }) }),
});

/** A GET to /graphql from a device the set never admitted: only a POST counts a new device. */
export class DeviceNotAdmittedError extends Error {
  constructor() {
    super(NL.deviceNotAdmitted);
  }
}
builder.objectType(DeviceNotAdmittedError, { name: 'DeviceNotAdmittedError', interfaces: [ErrorInterface], fields: () => ({}) });

/**
 * Whether a request may count a new device. A GET to /graphql may not: any page elsewhere can make a browser send one
 * (an image), and a GET changes nothing. The set pages' first answers (server/http/preload.ts) run inside the page's
 * own GET, a navigation to the set, and count as the app's POST would.
 */
const mayAdmitDevices = (request: { method: string; url: string }) => request.method !== 'GET' || !request.url.startsWith('/graphql');

export const SetQuestion = builder.prismaObject('Question', {
  variant: 'SetQuestion',
  description: 'A question of a shared set, with what its students may see: tips, and the marking scheme where the exam shows its answers.',
  fields: (t) => ({
    question: t.variant('Question'),
    tips: t.relation('tips', {
      description: 'Tips on the question as a whole, one at a time; [] where the exam does not show its answers.',
      query: { where: SHOWN_TIPS, orderBy: byPosition },
    }),
    answers: t.relation('answers', {
      description: 'Published solution strategies with their steps; [] where the exam does not show its answers.',
      query: { where: SHOWN_ANSWERS, orderBy: byPosition },
    }),
  }),
});

const SetQuestionLabel = builder.objectRef<{ questionId: number; label: number }>('SetQuestionLabel').implement({
  description: "A question's name in its set: numbered through the set, as its PDF, Word file and corrections name it.",
  fields: (t) => ({
    questionId: t.globalID({ description: 'The global id of the question.', resolve: (l) => ({ type: 'Question', id: l.questionId }) }),
    label: t.exposeInt('label', { description: "'Vraag {label}'." }),
  }),
});

const SharedSet = builder.prismaObject('Collection', {
  variant: 'SharedSet',
  description: 'A set as its students read it by its link.',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    authorName: t.string({
      select: { owner: { select: { firstName: true, lastName: true } } },
      resolve: (c) => [c.owner.firstName, c.owner.lastName].filter(Boolean).join(' '),
    }),
    stream: t.relation('stream'),
    topicIds: t.globalIDList({
      description: "Global ids of the set's topics in its order.",
      resolve: (c) => c.topicOrder.map((id) => ({ type: 'Topic', id })),
    }),
    questions: t.field({
      type: [SetQuestion],
      description: "The set's questions in its order (topic by topic); those of one topic when the query names it.",
      args: { topicUrlId: t.arg.string({ required: false, description: 'The urlId of one of its topics.' }) },
      select: (args, ctx, nested) => {
        const topicId = args.topicUrlId ? (ctx.ids.decode(args.topicUrlId) ?? 0) : null;
        return {
          questions: {
            where: topicId === null ? {} : { question: { topicId } },
            orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
            select: { question: nested() },
          },
        };
      },
      resolve: (c) => c.questions.map((q) => q.question),
    }),
    labels: t.field({
      type: [SetQuestionLabel],
      description: "Every question's label in the set (server/domain/collections/labels.ts), the same as on the set's documents.",
      select: { questions: { select: { questionId: true, position: true } } },
      resolve: (c) => [...setLabels(c.questions)].map(([questionId, label]) => ({ questionId, label })),
    }),
    formulas: t.field({
      type: [RenderedFormulaRef],
      description:
        "Every formula of the texts the set's pages show (its topics' introductions, what its questions bring in from earlier ones, its questions' introductions, texts and tips, their strategies' steps with their tips, the stream's formula sheet), each once, drawn by the server.",
      select: {
        stream: { select: { formulaSheet: true } },
        questions: {
          select: {
            question: {
              select: {
                // The task around the question (web/screens/Student/TopicTask.tsx): its topic's introduction and what it
                // brings in from earlier questions, with the page's own order (./topics/question.ts) so it joins that.
                topic: { select: { introduction: true } },
                dependencies: { orderBy: dependencyOrder, select: { introduction: true, attachments: true, appendixes: true, dependsOn: { select: { introduction: true } } } },
                introduction: true,
                text: true,
                tips: { where: SHOWN_TIPS, select: { text: true } },
                answers: {
                  where: SHOWN_ANSWERS,
                  select: { sections: { select: { correction: true, text: true, elaboration: true, explanation: true, tips: { select: { text: true } } } } },
                },
              },
            },
          },
        },
      },
      resolve: (c) =>
        renderFormulas([
          ...c.questions.flatMap(({ question: q }) => [
            q.topic.introduction,
            ...q.dependencies.map((d) => broughtIn(d, { introduction: d.dependsOn.introduction }).introduction),
            q.introduction,
            q.text,
            ...q.tips.map((tip) => tip.text),
            ...q.answers.flatMap((a) => a.sections.flatMap((s) => [s.correction, s.text, s.elaboration, s.explanation, ...s.tips.map((tip) => tip.text)])),
          ]),
          c.stream.formulaSheet,
        ]),
    }),
  }),
});

builder.queryField('sharedSet', (t) =>
  t.prismaField({
    type: SharedSet,
    description:
      "A shared set by its link key, for anyone holding the link. An anonymous device is known by the key the server gave it: each new device counts against the set's fair-use limit (over it a FairUseError, 'Helaas...'), new devices per client address are limited (NewDevicesError), and a GET counts none (DeviceNotAdmittedError for a device the set never admitted).",
    args: {
      key: t.arg.string({ required: true }),
      topicUrlId: t.arg.string({ required: false, description: 'The urlId of a topic: the set must hold it (the QR pages /c/{key}/{topic}).' }),
      deviceKey: t.arg.string({
        required: false,
        description:
          'The device key the server gave this device (also read from the cookie vraagwerk_device or the header X-Device-Key); without a valid one the server gives a new one in that cookie.',
      }),
    },
    errors: { types: [NotFoundError, FairUseError, NewDevicesError, DeviceNotAdmittedError] },
    resolve: async (query, _root, args, ctx) => {
      const topicId = args.topicUrlId ? (ctx.ids.decode(args.topicUrlId) ?? null) : null;
      if (args.topicUrlId && topicId === null) throw new NotFoundError();
      const access = await ctx.actor.access();
      const userId = ctx.actor.user?.id ?? null;
      const mayAdmit = mayAdmitDevices(ctx.request);
      const deviceKey = userId === null && !access.isStaff ? ctx.request.fairUseDevice(args.deviceKey, { issue: mayAdmit }) : null;
      const opened = await openSharedSet(ctx.db, args.key, topicId, { userId, isStaff: access.isStaff, deviceKey, address: ctx.request.fairUseAddress(), mayAdmit });
      if (opened.kind === 'not-found') throw new NotFoundError();
      if (opened.kind === 'fair-use') throw new FairUseError();
      if (opened.kind === 'new-devices') throw new NewDevicesError();
      if (opened.kind === 'not-admitted') throw new DeviceNotAdmittedError();
      return ctx.db.collection.findUniqueOrThrow({ ...query, where: { id: opened.id } });
    },
  }),
);

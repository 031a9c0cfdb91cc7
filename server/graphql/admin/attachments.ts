// Attachments in the back-office (issue 45): Exam.attachments lists what the attachment picker offers — the attachments
// of the exam's topics, questions and appendixes and those uploaded for it (server/domain/admin/attachments.ts). An
// upload is a multipart request, which this endpoint does not read: the web posts the image to the REST route
// POST /api/admin/attachments (server/rest/adminAttachments.ts, the same domain command) and uses the answer's id as
// Attachment.editId.
import { builder } from '../builder.ts';
import { EXAM_ATTACHMENT_ORDER, examAttachmentsWhere } from '../../domain/admin/attachments.ts';
import './types.ts';
import './topics.ts';

const backOffice = { area: 'admin' } as const;

builder.prismaObjectFields('Exam', (t) => ({
  attachments: t.prismaField({
    type: ['Attachment'],
    description: "What the attachment picker offers: the attachments of the exam's topics, questions and appendixes, and those uploaded for it, in the order they were made. Authors and admins.",
    authScopes: backOffice,
    resolve: (query, exam, _args, ctx) => ctx.db.attachment.findMany({ ...query, where: examAttachmentsWhere(exam.id), orderBy: EXAM_ATTACHMENT_ORDER }),
  }),
}));

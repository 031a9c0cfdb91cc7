// The stream a user works in (the stream picker of document 1 §2.1): the remembered one while the user may open it,
// else the one of their profile's course and grade, else the first they may open.
import type { Access } from '../access/grants.ts';
// A type only: the context's actor computes the current stream with this module.
import type { AppContext } from '../context.ts';
import type { StreamSummary } from '../content/streams.ts';
import { profileData } from './profile.ts';

/**
 * The stream to show: the requested (remembered) one if allowed, else the one matching the user's course and
 * grade, else the first allowed one in the usual order. A teacher-like user chooses among the streams they teach
 * first (a student licence of their own opens a stream for practice only). `orderedStreams` is every stream in
 * display order.
 */
export function chooseStream(
  access: Access,
  orderedStreams: readonly StreamSummary[],
  remembered: number | null | undefined,
  profile: { course?: unknown; grade?: unknown } | null | undefined,
): number | null {
  const open = orderedStreams.filter((s) => access.canOpenStream(s.id));
  if (remembered && open.some((s) => s.id === remembered)) return remembered;
  const taught = access.isTeacherLike ? open.filter((s) => access.canTeachStream(s.id)) : [];
  const allowed = taught.length ? taught : open;
  const course = typeof profile?.course === 'string' ? profile.course : null;
  const grade = typeof profile?.grade === 'string' ? profile.grade : null;
  if (course) {
    const level = grade ? levelOfGrade(grade) : null;
    const match = allowed.find((s) => s.courseName === course && (!level || s.levelName === level));
    if (match) return match.id;
  }
  return allowed[0]?.id ?? null;
}

/** 'Havo 4' → 'Havo'; 'Vmbo 3' → 'Vmbo GT'. */
export function levelOfGrade(grade: string): string | null {
  if (/^vmbo/i.test(grade)) return 'Vmbo GT';
  if (/^havo/i.test(grade)) return 'Havo';
  if (/^vwo/i.test(grade)) return 'Vwo';
  return null;
}

/**
 * The viewer's current stream, or null when they may open none. The list of streams (`catalogue`) is only asked for
 * when the remembered stream cannot be used as it is.
 */
export async function currentStreamId(access: Access, user: { currentStreamId: number | null; data: unknown } | null, catalogue: () => Promise<readonly StreamSummary[]>): Promise<number | null> {
  if (access.streamIds !== 'all' && access.streamIds.size === 0) return null;
  const remembered = user?.currentStreamId ?? null;
  // A remembered stream always exists (deleting a stream forgets it).
  if (remembered !== null && access.canOpenStream(remembered)) return remembered;
  return chooseStream(access, await catalogue(), remembered, profileData(user?.data));
}

export type RememberStreamResult = { kind: 'ok'; streamId: number } | { kind: 'forbidden' };

/** Remembers the stream chosen in the stream picker, when the acting user may open it. */
export async function rememberStream(ctx: AppContext, input: { streamId: number | undefined }): Promise<RememberStreamResult> {
  const { streamId } = input;
  const user = ctx.actor.user;
  if (!user || streamId === undefined || !(await ctx.actor.access()).canOpenStream(streamId)) return { kind: 'forbidden' };
  // Admins may open 'all' streams: an id that names none is refused like one outside a licence.
  if (!(await ctx.db.stream.count({ where: { id: streamId } }))) return { kind: 'forbidden' };
  await ctx.db.user.update({ where: { id: user.id }, data: { currentStreamId: streamId } });
  return { kind: 'ok', streamId };
}

// Why the viewer may not work in a stream, in the spec's words ('{course} {level} valt niet onder je licentie.',
// document 1 §8). Search, the topic page and set-making refuse with this sentence; the names come from the request's
// stream catalogue, read only when something is refused.
import type { Context } from '../context.ts';
import { NL } from '../errors/messages.ts';

export async function streamNotInLicense(ctx: Context, streamId: number): Promise<string> {
  const stream = (await ctx.actor.streams()).find((s) => s.id === streamId);
  return stream ? NL.streamNotInLicense(stream.courseName, stream.levelName) : NL.streamNotLicensed;
}

// Profile, privileges and groups of the signed-in user (document 4 §2, §3, §12), courses and levels (§4).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseGroups, finishOnboardingStep, profileData, saveProfile } from '../domain/accounts/profile.ts';
import type { Role } from '../domain/access/grants.ts';
import { createContactRequest } from '../domain/feedback/contact.ts';
import { unauthenticated, validationError, forbidden, type RestContext } from './context.ts';
import { day, groupJson, licenseJson, profileDataJson, timestamp, userJson } from './json.ts';

type Req = FastifyRequest<{ Body: Record<string, unknown> | null }>;

/** The signed-in user, or a 401 answer. */
export function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const user = request.viewer.user;
  if (!user) {
    void unauthenticated(reply);
    return null;
  }
  return user;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function accountRoutes(app: FastifyInstance, ctx: RestContext): void {
  app.get('/courses', async (request, reply) => {
    if (!requireUser(request, reply)) return reply;
    const courses = await ctx.prisma.course.findMany({ orderBy: { name: 'asc' } });
    return courses.map((c) => ({ id: ctx.ids.encode(c.id), name: c.name }));
  });

  app.get('/levels', async (request, reply) => {
    if (!requireUser(request, reply)) return reply;
    const levels = await ctx.prisma.level.findMany({ orderBy: { position: 'asc' } });
    return levels.map((l) => ({ id: ctx.ids.encode(l.id), name: l.name }));
  });

  app.get('/profile', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const fresh = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { data: true } });
    return reply.send(profileDataJson(ctx.ids, fresh.data));
  });

  app.post('/profile', async (request: Req, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const body = request.body ?? {};
    const role = user.role as Role | null;
    if (Array.isArray(body.use_groups)) {
      const ids = body.use_groups.map((g) => (typeof g === 'string' ? ctx.ids.decode(g) : undefined));
      if (ids.some((id) => id === undefined)) return validationError(reply, { use_groups: ['The provided ID does not exists.'] });
      const result = await chooseGroups(ctx.prisma, user.id, ids as number[]);
      if (result.kind === 'invalid') return validationError(reply, { use_groups: Object.values(result.errors).flat() });
    }
    const data = profileData(user.data);
    const hasProfileFields = ['school', 'place', 'course', 'grade'].some((k) => k in body) || Array.isArray(body.manage_groups);
    if (hasProfileFields) {
      const result = await saveProfile(ctx.prisma, { id: user.id, role }, {
        firstName: user.firstName,
        lastName: user.lastName,
        newsletter: (await current(ctx, user.id)).newsletter,
        school: str(body.school) ?? data.school ?? null,
        place: str(body.place) ?? data.place ?? null,
        course: str(body.course) ?? data.course ?? null,
        grade: str(body.grade) ?? data.grade ?? null,
        manageGroups: Array.isArray(body.manage_groups) ? body.manage_groups.filter((g): g is string => typeof g === 'string') : null,
      });
      if (result.kind === 'invalid') return validationError(reply, snake(result.errors));
    }
    const onboarding = body.onboarding as { step2?: unknown } | undefined;
    if (onboarding && typeof onboarding === 'object' && onboarding.step2 === 'finished') await finishOnboardingStep(ctx.prisma, user.id, 2);
    return { message: 'ok' };
  });

  app.post('/userprofile', async (request: Req, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const body = request.body ?? {};
    const data = { ...profileData(user.data), ...profileData(body.data) };
    const result = await saveProfile(ctx.prisma, { id: user.id, role: user.role as Role | null }, {
      firstName: str(body.first_name) ?? '',
      lastName: str(body.last_name) ?? '',
      newsletter: body.newsletter === true || body.newsletter === 1 || body.newsletter === '1',
      school: str(data.school),
      place: str(data.place),
      course: str(data.course),
      grade: str(data.grade),
      manageGroups: Array.isArray(data.manage_groups) ? data.manage_groups.filter((g): g is string => typeof g === 'string') : null,
    });
    if (result.kind === 'invalid') return validationError(reply, snake(result.errors));
    return { message: 'ok' };
  });

  app.post('/privileges', async (request, reply) => {
    if (!requireUser(request, reply)) return reply;
    const access = await request.viewer.access();
    return [...new Set(access.grants.map((g) => g.action))];
  });

  app.post('/privilege', async (request: Req, reply) => {
    if (!requireUser(request, reply)) return reply;
    const action = str(request.body?.action);
    if (!action) return reply.status(400).send({ status: 'action field required' });
    const access = await request.viewer.access();
    return access.grants
      .filter((g) => g.action === action)
      .map((g) => ({ action: g.action, object_id: ctx.ids.encode(g.objectId), object_type: g.objectType, end: day(g.end) }));
  });

  app.post('/objects', async (request: Req, reply) => {
    if (!requireUser(request, reply)) return reply;
    const objectType = str(request.body?.object_type);
    if (!objectType) return reply.status(400).send({ status: 'object_type field required' });
    const access = await request.viewer.access();
    return access.grants
      .filter((g) => g.objectType === objectType)
      .map((g) => ({ action: g.action, object_id: ctx.ids.encode(g.objectId), object_type: g.objectType, end: day(g.end) }));
  });

  app.get('/groups', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const groups = await ctx.prisma.group.findMany({ where: { seats: { some: { seat: { userId: user.id } } } }, orderBy: { name: 'asc' } });
    return groups.map((g) => groupJson(ctx.ids, g));
  });

  app.get('/owned-groups', async (request, reply) => {
    if (!requireUser(request, reply)) return reply;
    const access = await request.viewer.access();
    const groups = await ctx.prisma.group.findMany({
      where: { id: { in: [...access.managedGroupIds] } },
      orderBy: { name: 'asc' },
      include: { license: { include: { groups: true } } },
    });
    return groups.map((g) => groupJson(ctx.ids, g, { license: licenseJson(ctx.ids, g.license) }));
  });

  app.post<{ Body: { message?: unknown } | null }>('/contact-requests', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const result = await createContactRequest(ctx.prisma, ctx.mailer, ctx.config.contactEmail, user.id, str(request.body?.message));
    if (result.kind === 'limited') return reply.status(429).send({ message: 'Je hebt vandaag al meerdere verzoeken gestuurd. We nemen zo snel mogelijk contact met je op.' });
    return reply.status(201).send();
  });

  app.get('/contact-requests', async (request, reply) => {
    if (!requireUser(request, reply)) return reply;
    if ((await request.viewer.access()).role !== 'admin') return forbidden(reply);
    const rows = await ctx.prisma.contactRequest.findMany({ orderBy: { createdAt: 'desc' }, include: { user: true } });
    return rows.map((r) => ({
      id: ctx.ids.encode(r.id),
      user: userJson(ctx.ids, r.user, null),
      status: r.status,
      created_at: timestamp(r.createdAt),
      updated_at: timestamp(r.updatedAt),
    }));
  });
}

const current = (ctx: RestContext, id: number) => ctx.prisma.user.findUniqueOrThrow({ where: { id }, select: { newsletter: true } });

/** Field names of the domain (camelCase) as the legacy API spells them. */
function snake(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}

